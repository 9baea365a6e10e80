/**
 * Site footer (spec): quick links, the Accra contact block, the Privacy, Terms and Help pages, the
 * copyright year, and the Data saver switch (README.md#data-saver).
 */
import { copyrightYear } from "@gh/contracts/constants";
import { msg, useT } from "@gh/i18n";
import { Link } from "@gh/router";
import { DataSaverSlot } from "../features/data-saver/data-saver-slot";
import { FooterLanguages } from "./language-switch";

const QUICK_LINKS = [
  { to: "/search", label: msg("Find Doctors") },
  { to: "/my-appointments", label: msg("My Appointments") },
  { to: "/emergency", label: msg("Emergency Services") },
  { to: "/register-provider", label: msg("For Healthcare Providers") },
] as const;

// The spec lists these without destinations; here they are real pages (lazy shell pages; docs/product-rules.md#screens-and-texts).
const LEGAL_LINKS = [
  { to: "/privacy", label: msg("Privacy Policy") },
  { to: "/terms", label: msg("Terms of Service") },
  { to: "/help", label: msg("Help & Support") },
] as const;

export function Footer() {
  const t = useT();
  return (
    <footer className="shell-footer">
      <div className="container shell-footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">GhanaHealth</h2>
          <p>{t("Find trusted healthcare providers across Ghana, book a visit and pay by mobile money or card.")}</p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">{t("Quick Links")}</h2>
          <ul>
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <FooterLanguages />
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t("Contact")}</h2>
          <address>
            <a href="tel:+233302901234">+233 30 290 1234</a>
            <br />
            <a href="mailto:support@ghanahealth.com.gh">support@ghanahealth.com.gh</a>
            <br />
            {t("14 Independence Avenue, Ridge, Accra")}
          </address>
        </section>
      </div>
      <div className="container shell-footer-bottom">
        <nav aria-label={t("Policies and help")}>
          <ul className="shell-footer-legal">
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <DataSaverSlot />
        {/* Worked out when drawn: the build-time first screen shows the build's year, and the app, which
            replaces it on start, shows the visitor's current year. */}
        <p>{t("© {year} GhanaHealth. All rights reserved.", { year: copyrightYear() })}</p>
      </div>
    </footer>
  );
}

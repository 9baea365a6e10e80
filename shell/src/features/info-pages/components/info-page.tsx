/** The frame of the footer's information pages: the page heading, a lead paragraph and readable sections. */
import { PageHeader, useDocumentTitle } from "@gh/ui";
import type { ReactNode } from "react";
import "./info-pages.css";

export function InfoPage({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="info-page">
      <PageHeader title={title} description={lead} />
      <div className="container info-page__body">{children}</div>
    </div>
  );
}

/** One titled part of an information page; its heading names the section for screen readers' region list. */
export function InfoSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="info-page__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The support contact, the same as the footer's. */
export function SupportContact() {
  return (
    <address className="info-page__contact">
      E-mail <a href="mailto:support@ghanahealth.com.gh">support@ghanahealth.com.gh</a>, call{" "}
      <a href="tel:+233302901234">+233 30 290 1234</a>, or write to GhanaHealth, 14 Independence Avenue, Ridge, Accra.
    </address>
  );
}

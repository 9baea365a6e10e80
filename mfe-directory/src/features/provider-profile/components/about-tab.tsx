import type { Provider } from "@gh/contracts/providers";
import { msg, useT } from "@gh/i18n";

const NOT_GIVEN = msg("Not specified");

export function AboutTab({ provider }: { provider: Provider }) {
  const t = useT();
  return (
    <div className="profile-about">
      <section aria-labelledby="profile-bio">
        <h2 id="profile-bio" className="profile-subheading">
          {t("Biography")}
        </h2>
        <p className="profile-about__bio">{provider.bio?.trim() || t("No biography available.")}</p>
      </section>
      <dl className="profile-facts">
        <div>
          <dt>{t("Education")}</dt>
          <dd>{provider.education || t(NOT_GIVEN)}</dd>
        </div>
        <div>
          <dt>{t("Hospital Affiliation")}</dt>
          <dd>{provider.hospitalAffiliation || t(NOT_GIVEN)}</dd>
        </div>
        <div>
          <dt>{t("License Number")}</dt>
          <dd>{provider.licenseNumber || t(NOT_GIVEN)}</dd>
        </div>
        <div>
          <dt>{t("Services")}</dt>
          <dd>
            <TagList items={provider.services} />
          </dd>
        </div>
        <div>
          <dt>{t("Languages")}</dt>
          <dd>
            {/* Names from contracts' list of languages, in the page's language. */}
            <TagList items={provider.languages.map((language) => t(language))} />
          </dd>
        </div>
      </dl>
    </div>
  );
}

function TagList({ items }: { items: readonly string[] }) {
  const t = useT();
  const shown = items.map((item) => item.trim()).filter(Boolean);
  if (shown.length === 0) return t(NOT_GIVEN);
  return (
    <ul className="profile-tags">
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

import type { Provider } from "@gh/contracts/providers";

const NOT_GIVEN = "Not specified";

export function AboutTab({ provider }: { provider: Provider }) {
  return (
    <div className="profile-about">
      <section aria-labelledby="profile-bio">
        <h2 id="profile-bio" className="profile-subheading">
          Biography
        </h2>
        <p className="profile-about__bio">{provider.bio?.trim() || "No biography available."}</p>
      </section>
      <dl className="profile-facts">
        <div>
          <dt>Education</dt>
          <dd>{provider.education || NOT_GIVEN}</dd>
        </div>
        <div>
          <dt>Hospital Affiliation</dt>
          <dd>{provider.hospitalAffiliation || NOT_GIVEN}</dd>
        </div>
        <div>
          <dt>License Number</dt>
          <dd>{provider.licenseNumber || NOT_GIVEN}</dd>
        </div>
        <div>
          <dt>Services</dt>
          <dd>
            <TagList items={provider.services} />
          </dd>
        </div>
        <div>
          <dt>Languages</dt>
          <dd>
            <TagList items={provider.languages} />
          </dd>
        </div>
      </dl>
    </div>
  );
}

function TagList({ items }: { items: readonly string[] }) {
  const shown = items.map((item) => item.trim()).filter(Boolean);
  if (shown.length === 0) return NOT_GIVEN;
  return (
    <ul className="profile-tags">
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

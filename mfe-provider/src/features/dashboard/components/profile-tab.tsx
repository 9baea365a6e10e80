/** Profile: what patients see about the provider, read-only, with the way to change it. */
import { formatCedis } from "@gh/contracts/money";
import type { Provider } from "@gh/contracts/providers";
import { providerName } from "@gh/contracts/regions";
import { CLOSED, WEEK_ORDER, WEEKDAY_LABELS } from "@gh/contracts/schedule/working-hours";
import { specialtyName } from "@gh/contracts/specialties";
import { Link } from "@gh/router";
import { Badge, buttonClass } from "@gh/ui";
import type { ReactNode } from "react";

export function ProfileTab({ provider }: { provider: Provider }) {
  return (
    <section aria-labelledby="dashboard-profile" className="dashboard-profile">
      <div className="dashboard-profile__heading">
        <h2 id="dashboard-profile" className="dashboard-section-title">
          Your Profile
        </h2>
        <Badge tone={provider.isVerified ? "success" : "warning"}>{provider.isVerified ? "Verified Provider" : "Pending Verification"}</Badge>
      </div>
      <dl className="dashboard-profile__facts">
        <Fact term="Name">{providerName(provider)}</Fact>
        <Fact term="Specialty">{specialtyName(provider.specialty)}</Fact>
        <Fact term="License Number">{provider.licenseNumber}</Fact>
        <Fact term="Years of Experience">{provider.yearsExperience}</Fact>
        <Fact term="Consultation Fee">{formatCedis(provider.consultationFee)}</Fact>
        <Fact term="Education">{provider.education}</Fact>
        <Fact term="Hospital Affiliation">{provider.hospitalAffiliation}</Fact>
        <Fact term="Phone">{provider.phone}</Fact>
        <Fact term="Email">{provider.email}</Fact>
        <Fact term="Website">{provider.website}</Fact>
        <Fact term="Practice Location">{provider.location}</Fact>
        <Fact term="Address">{fullAddress(provider)}</Fact>
        <Fact term="Open 24 Hours">{provider.open24Hours ? "Yes, around the clock" : "No"}</Fact>
        <Fact term="Walk-in Patients">{provider.acceptsWalkIns ? "Walk-ins welcome" : "By appointment only"}</Fact>
        <Fact term="Services" wide>
          {provider.services.join(", ")}
        </Fact>
        <Fact term="Languages" wide>
          {provider.languages.join(", ")}
        </Fact>
        <Fact term="Bio" wide>
          {provider.bio}
        </Fact>
        <Fact term="Working Hours" wide>
          <ul className="dashboard-profile__hours">
            {WEEK_ORDER.map((day) => (
              <li key={day}>
                <span>{WEEKDAY_LABELS[day]}</span> <span>{provider.workingHours[day]?.trim() || CLOSED}</span>
              </li>
            ))}
          </ul>
        </Fact>
      </dl>
      <Link to="/provider/edit-profile" className={buttonClass("primary")}>
        Edit Profile
      </Link>
    </section>
  );
}

/** The street address with the town and region it does not already name. */
function fullAddress({ address, city, region }: Provider): string {
  const named = address.toLowerCase();
  return [address, ...[city, region].filter((part) => part && !named.includes(part.toLowerCase()))].filter(Boolean).join(", ");
}

function Fact({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  const empty = children === null || children === undefined || children === "";
  return (
    <div className={wide ? "dashboard-profile__fact dashboard-profile__fact--wide" : "dashboard-profile__fact"}>
      <dt>{term}</dt>
      <dd className={empty ? "dashboard-profile__empty" : undefined}>{empty ? "Not given" : children}</dd>
    </div>
  );
}

/** One hospital: what it offers, how far it is (once the visitor has asked), and Call and Directions. */
import { EMERGENCY_NUMBERS } from "@gh/contracts/constants";
import { Trans, useT } from "@gh/i18n";
import { Badge, buttonClass, Card, Hospital, MapPin, Navigation, Phone, VisuallyHidden } from "@gh/ui";
import { centreNumber, directionsHref, telHref, type PlacedCentre } from "../data";

export interface EmergencyCentreCardProps {
  centre: PlacedCentre;
  /** "About 2 km away", "About 150 km from Tamale"; none while the list is by region. */
  distance?: string;
  /** The card's name is a heading one level below the list's. */
  headingLevel: 3 | 4;
}

export function EmergencyCentreCard({ centre, distance, headingLevel }: EmergencyCentreCardProps) {
  const t = useT();
  const Name = headingLevel === 3 ? "h3" : "h4";
  const Label = headingLevel === 3 ? "h4" : "h5";
  const number = centreNumber(centre);
  return (
    <Card as="li" className="emergency-centre">
      <div className="emergency-centre__head">
        <span className="emergency-centre__icon">
          <Hospital />
        </span>
        <div>
          <Name className="emergency-centre__name">{centre.name}</Name>
          <Badge tone="brand">{t(centre.type)}</Badge>
        </div>
      </div>
      <dl className="emergency-centre__facts">
        <div>
          <dt>
            <MapPin size={18} />
            <VisuallyHidden>{t("Address")}</VisuallyHidden>
          </dt>
          <dd>
            {centre.address}
            <span className="emergency-centre__region">{t("{region} Region", { region: t(centre.region) })}</span>
          </dd>
        </div>
        <div>
          <dt>
            <Phone size={18} />
            <VisuallyHidden>{t("Phone")}</VisuallyHidden>
          </dt>
          <dd>{centre.phone ?? <Trans message="No published number: call <0/>" components={{ 0: <>{EMERGENCY_NUMBERS.unified}</> }} />}</dd>
        </div>
        {distance && (
          <div>
            <dt>
              <Navigation size={18} />
              <VisuallyHidden>{t("Distance")}</VisuallyHidden>
            </dt>
            <dd className="emergency-centre__distance">{distance}</dd>
          </div>
        )}
      </dl>
      <div>
        <Label className="emergency-label">{t("Services")}</Label>
        <ul role="list" className="emergency-centre__services">
          {centre.services.map((service) => (
            <li key={service}>{t(service)}</li>
          ))}
        </ul>
      </div>
      <div className="emergency-centre__actions">
        <a href={telHref(number)} className={buttonClass("primary")}>
          <Phone size={20} />
          {centre.phone ? (
            <Trans
              // translators: a button that calls the hospital {name}; the words in <0>…</0> are read by screen readers only
              message="Call<0> {name}</0>"
              values={{ name: centre.name }}
              components={{ 0: <VisuallyHidden /> }}
            />
          ) : (
            // Said on the button: the patient reaches the emergency line, not the hospital.
            <Trans
              message="Call <0/><1> (no published number for {name})</1>"
              values={{ name: centre.name }}
              components={{ 0: <>{number}</>, 1: <VisuallyHidden /> }}
            />
          )}
        </a>
        <a href={directionsHref(centre)} target="_blank" rel="noopener noreferrer" className={buttonClass("outline")}>
          <Navigation size={20} />
          {/* One span, so the button (a flex box) wraps the words around the hidden part as one text. */}
          <span>
            <Trans message="Directions<0> to {name} (opens in a new tab)</0>" values={{ name: centre.name }} components={{ 0: <VisuallyHidden /> }} />
          </span>
        </a>
      </div>
    </Card>
  );
}

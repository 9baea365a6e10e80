/** One hospital: what it offers, how far it is (once the visitor has asked), and Call and Directions. */
import { EMERGENCY_NUMBERS } from "@gh/contracts/constants";
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
          <Badge tone="brand">{centre.type}</Badge>
        </div>
      </div>
      <dl className="emergency-centre__facts">
        <div>
          <dt>
            <MapPin size={18} />
            <VisuallyHidden>Address</VisuallyHidden>
          </dt>
          <dd>
            {centre.address}
            <span className="emergency-centre__region">{centre.region} Region</span>
          </dd>
        </div>
        <div>
          <dt>
            <Phone size={18} />
            <VisuallyHidden>Phone</VisuallyHidden>
          </dt>
          <dd>{centre.phone ?? `No published number: call ${EMERGENCY_NUMBERS.unified}`}</dd>
        </div>
        {distance && (
          <div>
            <dt>
              <Navigation size={18} />
              <VisuallyHidden>Distance</VisuallyHidden>
            </dt>
            <dd className="emergency-centre__distance">{distance}</dd>
          </div>
        )}
      </dl>
      <div>
        <Label className="emergency-label">Services</Label>
        <ul role="list" className="emergency-centre__services">
          {centre.services.map((service) => (
            <li key={service}>{service}</li>
          ))}
        </ul>
      </div>
      <div className="emergency-centre__actions">
        <a href={telHref(number)} className={buttonClass("primary")}>
          <Phone size={20} />
          {centre.phone ? (
            <>
              Call<VisuallyHidden> {centre.name}</VisuallyHidden>
            </>
          ) : (
            // Said on the button: the patient reaches the emergency line, not the hospital.
            <>
              Call {number}
              <VisuallyHidden> (no published number for {centre.name})</VisuallyHidden>
            </>
          )}
        </a>
        <a href={directionsHref(centre)} target="_blank" rel="noopener noreferrer" className={buttonClass("outline")}>
          <Navigation size={20} />
          Directions<VisuallyHidden> to {centre.name} (opens in a new tab)</VisuallyHidden>
        </a>
      </div>
    </Card>
  );
}

/**
 * The "Emergency centres" section: every hospital, by region as built into the HTML (so the whole
 * list, with its Call and Directions links, works offline and without JavaScript), and re-ordered on
 * request: nearest first from the visitor's location, or their region first.
 */
import { EMERGENCY_NUMBERS } from "@gh/contracts/constants";
import { REGIONS, type Region } from "@gh/contracts/regions";
import { msg, Trans, useT } from "@gh/i18n";
import { Button, Field, Navigation, Select } from "@gh/ui";
import { useEffect, useState } from "react";
import {
  groupByRegion,
  nearestFirst,
  regionalCapital,
  regionFirst,
  REGIONS_A_TO_Z,
  roundedKm,
  type CentreAtDistance,
  type Place,
} from "../centre-order";
import { EMERGENCY_CENTRES } from "../data";
import { useGeolocation } from "../../../lib/use-geolocation";
import { EmergencyCentreCard } from "./emergency-centre-card";

const CHOOSE_YOUR_REGION = {
  denied: msg("Location access was denied. Choose your region instead."),
  unavailable: msg("We could not find your location. Choose your region instead."),
};

type Order = { by: "region-groups" } | { by: "region"; region: Region } | { by: "location"; place: Place };

function isRegion(value: string): value is Region {
  return (REGIONS as readonly string[]).includes(value);
}

function regionSlug(region: Region): string {
  return region.toLowerCase().replace(/\s+/g, "-");
}

export function EmergencyCentres() {
  const t = useT();
  const [order, setOrder] = useState<Order>({ by: "region-groups" });
  const location = useGeolocation(CHOOSE_YOUR_REGION);
  // The built-in HTML shows the controls disabled: until the app runs they could not re-order anything.
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);

  let status: string;
  let ranked: CentreAtDistance[] | null = null;
  let from: "here" | { place: string } = "here";
  if (order.by === "location") {
    ranked = nearestFirst(EMERGENCY_CENTRES, order.place);
    status = t("Nearest first from your location.");
  } else if (order.by === "region") {
    const capital = regionalCapital(order.region).name;
    ranked = regionFirst(EMERGENCY_CENTRES, order.region);
    from = { place: capital };
    status = t("{region} Region first, then the others nearest to {capital}.", { region: t(order.region), capital });
  } else {
    status = t("Listed by region, A to Z.");
  }
  if (location.locating) status = t("Finding your location…");
  else if (location.problem) status = t(location.problem);

  return (
    <section id="emergency-centres" className="emergency-section" aria-labelledby="emergency-centres-title">
      <h2 id="emergency-centres-title">{t("Emergency centres")}</h2>
      <p className="emergency-section__intro">
        <Trans
          message="Hospitals with 24-hour emergency units in all 16 regions. Where a hospital has no published number, its Call button dials <0/>."
          components={{ 0: <>{EMERGENCY_NUMBERS.unified}</> }}
        />
      </p>
      <div className="emergency-sort">
        <Field label={t("Your region")} className="emergency-sort__region">
          <Select
            name="region"
            disabled={!running}
            placeholder={t("Choose your region")}
            options={REGIONS_A_TO_Z.map((region) => ({ value: region, label: t(region) }))}
            value={order.by === "region" ? order.region : ""}
            onChange={(event) => {
              if (isRegion(event.target.value)) setOrder({ by: "region", region: event.target.value });
            }}
          />
        </Field>
        {location.supported && (
          <Button
            variant="outline"
            disabled={!running}
            loading={location.locating}
            onClick={() => location.locate((place) => setOrder({ by: "location", place }))}
          >
            <Navigation size={18} /> {t("Use my location")}
          </Button>
        )}
      </div>
      <p role="status" className="emergency-sort__status">
        {status}
      </p>
      {ranked ? (
        <ul role="list" className="emergency-grid emergency-grid--centres">
          {ranked.map(({ centre, km }) => (
            <EmergencyCentreCard key={centre.id} centre={centre} distance={roundedKm(km, from)} headingLevel={3} />
          ))}
        </ul>
      ) : (
        groupByRegion(EMERGENCY_CENTRES).map(({ region, centres }) => (
          <section key={region} className="emergency-region" aria-labelledby={`centres-${regionSlug(region)}`}>
            <h3 id={`centres-${regionSlug(region)}`} className="emergency-region__title">
              {t("{region} Region", { region: t(region) })}
            </h3>
            <ul role="list" className="emergency-grid emergency-grid--centres">
              {centres.map((centre) => (
                <EmergencyCentreCard key={centre.id} centre={centre} headingLevel={4} />
              ))}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}

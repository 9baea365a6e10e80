import { HOME_GRID_SPECIALTY_IDS, specialtyName } from "@gh/contracts/specialties";
import { useT } from "@gh/i18n";
import { Link } from "@gh/router";
import { useSpecialties } from "../../../lib/use-specialties";
import { countOf } from "../../../lib/format";
import { SpecialtyIcon } from "../../../components/specialty-icon";

/** Tiles for the home grid's specialties, each opening the filtered search, with live counts. */
export function SpecialtyGrid() {
  const t = useT();
  const { data: specialties } = useSpecialties();
  const counts = new Map(specialties?.map((s) => [s.id, s.count]));
  return (
    <section className="container landing-section landing-below-fold" aria-labelledby="specialties-title">
      <h2 id="specialties-title">{t("Browse by Specialty")}</h2>
      <ul className="landing-specialties">
        {HOME_GRID_SPECIALTY_IDS.map((id) => {
          const count = counts.get(id);
          return (
            <li key={id}>
              <Link to={`/search?specialty=${id}`} className="landing-specialty">
                <SpecialtyIcon specialty={id} size={28} />
                <span className="landing-specialty__name">{t(specialtyName(id))}</span>
                <span className="landing-specialty__count">{count === undefined ? "\u00a0" : countOf(count, "provider")}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

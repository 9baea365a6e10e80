/** Three patients' words (static, docs/product-rules.md#screens-and-texts). */
import { msg, useT } from "@gh/i18n";
import { Card } from "@gh/ui";
import { Stars } from "../../../components/stars";

const TESTIMONIALS = [
  {
    quote: msg("I booked a paediatrician for my son in two minutes and paid with MTN MoMo. No more waiting the whole morning at the clinic."),
    name: "Efua Boateng",
    town: "Kumasi",
  },
  {
    quote: msg("I found a dentist near me with Saturday hours, and the reviews from other patients helped me choose. Very easy to use."),
    name: "Kwabena Asare",
    town: "Tema",
  },
  {
    quote: msg("When my father fell ill at night, the emergency page showed the ambulance number and the nearest hospital straight away."),
    name: "Fatima Issah",
    town: "Tamale",
  },
] as const;

export function Testimonials() {
  const t = useT();
  return (
    <section className="container landing-section landing-below-fold" aria-labelledby="testimonials-title">
      <h2 id="testimonials-title">{t("What Patients Say")}</h2>
      <ul className="landing-testimonials">
        {TESTIMONIALS.map(({ quote, name, town }) => (
          <li key={name}>
            <Card className="landing-testimonial">
              <figure>
                <Stars rating={5} />
                <blockquote>
                  <p>“{t(quote)}”</p>
                </blockquote>
                <figcaption>
                  <span className="landing-testimonial__name">{name}</span>
                  <span className="landing-testimonial__town">{town}</span>
                </figcaption>
              </figure>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

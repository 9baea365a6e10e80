/**
 * index.html's own texts (its title, description and the no-JavaScript note), rendered per language at
 * build time so the Worker can put the visitor's into the pages it serves (edge-api's prerendered-page.ts).
 */
import { Trans, useT } from "@gh/i18n";

export function DocumentTexts() {
  const t = useT();
  return (
    <>
      <title>{t("GhanaHealth: find and book healthcare providers in Ghana")}</title>
      <meta
        name="description"
        content={t("Find doctors and other healthcare providers across Ghana by specialty, town and date, book an appointment and pay by mobile money or card.")}
      />
      <p>
        {/* The numbers are drawn by the code, never by a translation. */}
        <Trans
          message="GhanaHealth needs JavaScript to search and book. In an emergency call <0/> or <1/> (ambulance), <2/> (police), <3/> (fire)."
          components={{
            0: <a href="tel:112">112</a>,
            1: <a href="tel:193">193</a>,
            2: <a href="tel:191">191</a>,
            3: <a href="tel:192">192</a>,
          }}
        />
      </p>
    </>
  );
}

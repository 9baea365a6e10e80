/**
 * What a page never saved on the phone shows offline (scripts/sw-precache.mjs puts it in
 * offline.<language>.html): the emergency page and numbers, which work without a connection.
 */
import { Trans, useT } from "@gh/i18n";

export function OfflineMessage() {
  const t = useT();
  return (
    <section className="offline-page container" aria-labelledby="offline-title">
      <h1 id="offline-title">{t("You are offline")}</h1>
      <p>{t("This page has not been saved on this phone yet. It will open when you are back online.")}</p>
      <p>{t("The emergency numbers and centres work without a connection:")}</p>
      <p>
        <a className="offline-page__emergency" href="/emergency">
          {t("Go to the emergency page")}
        </a>
      </p>
      <p>
        {/* The numbers are drawn by the code, never by a translation. */}
        <Trans
          message="In an emergency call <0/> or <1/> (ambulance)."
          components={{
            0: <a href="tel:112">112</a>,
            1: <a href="tel:193">193</a>,
          }}
        />
      </p>
    </section>
  );
}

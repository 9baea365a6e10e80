/**
 * The language switch (docs/architecture.md, Languages), in the header and in the footer: each
 * language named in its own words. Each choice is a link with `?lang=`, which the Worker turns into
 * the visitor's cookie, so it works on a prerendered page before the app starts; the app takes the
 * click itself and changes every text without a reload.
 */
import { chooseLanguage, currentLanguage, LANGUAGES, useT } from "@gh/i18n";
import "./language-switch.css";

/** After a choice: the header's menu closes, and a signed-in person's account remembers it. */
function chosen(language: string) {
  document.querySelector(".shell-language[open]")?.removeAttribute("open");
  void import("./remember-language").then(({ rememberLanguage }) => rememberLanguage(language));
}

export function LanguageLinks() {
  useT();
  const shown = currentLanguage();
  return (
    <ul className="shell-language-list">
      {LANGUAGES.map(({ tag, ownName }) => (
        <li key={tag}>
          <a
            href={`?lang=${tag}`}
            hrefLang={tag}
            lang={tag}
            aria-current={tag === shown ? "true" : undefined}
            onClick={(event) => {
              event.preventDefault();
              void chooseLanguage(tag).then(() => chosen(tag));
            }}
          >
            {ownName}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The header's: a disclosure showing the current language, opening onto the list. */
export function LanguageMenu() {
  const t = useT();
  const shown = LANGUAGES.find(({ tag }) => tag === currentLanguage())?.ownName;
  return (
    <details className="shell-language">
      <summary aria-label={t("Language: {language}", { language: shown })}>{shown}</summary>
      <LanguageLinks />
    </details>
  );
}

/** The footer's: the languages as a list of links under a heading. */
export function FooterLanguages() {
  const t = useT();
  return (
    <nav aria-labelledby="footer-languages">
      <h2 id="footer-languages">{t("Language")}</h2>
      <LanguageLinks />
    </nav>
  );
}

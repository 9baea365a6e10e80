/**
 * The language switch (docs/architecture.md, Languages), in the header and in the footer: each
 * language named in its own words. Each choice is a link to the same page with `?lang=`, which the
 * Worker turns into the visitor's cookie, so it works on a prerendered page before the app starts; the
 * app takes the click itself and changes every text without a reload.
 */
import { chooseLanguage, currentLanguage, LANGUAGES, useT, type Language } from "@gh/i18n";
import { useLocation } from "@gh/router";
import type { MouseEvent } from "react";
import "./language-switch.css";

/** The current address with `lang` set: the Worker records the choice and sends the visitor back to it. */
function addressIn(language: Language, search: string): string {
  const params = new URLSearchParams(search);
  params.set("lang", language);
  return `?${params}`;
}

function LanguageLinks({ onChosen }: { onChosen?: () => void }) {
  useT();
  const { search } = useLocation();
  const shown = currentLanguage();
  const choose = (event: MouseEvent, language: Language) => {
    event.preventDefault();
    void chooseLanguage(language).then(onChosen);
  };
  return (
    <ul className="shell-language-list">
      {LANGUAGES.map(({ tag, ownName }) => (
        <li key={tag}>
          <a href={addressIn(tag, search)} hrefLang={tag} lang={tag} aria-current={tag === shown ? "true" : undefined} onClick={(event) => choose(event, tag)}>
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
  const shown = LANGUAGES.find(({ tag }) => tag === currentLanguage())?.ownName ?? LANGUAGES[0].ownName;
  const close = () => document.querySelector<HTMLDetailsElement>(".shell-language[open]")?.removeAttribute("open");
  return (
    <details className="shell-language">
      <summary aria-label={t("Language: {language}", { language: shown })}>{shown}</summary>
      <LanguageLinks onChosen={close} />
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

import { MESSAGES } from "@gh/contracts/messages";
import { useT } from "@gh/i18n";
import { buttonClass } from "@gh/ui/core";
import { Link } from "@gh/router";

export function NotFoundPage() {
  const t = useT();
  return (
    <section className="shell-not-found container">
      <h1>{t(MESSAGES.notFoundHeading)}</h1>
      <p className="shell-muted">{t(MESSAGES.notFoundHint)}</p>
      <Link to="/" className={buttonClass("primary")}>
        {t("Go to the home page")}
      </Link>
    </section>
  );
}

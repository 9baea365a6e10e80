import { MESSAGES } from "@gh/contracts/messages";
import { buttonClass } from "@gh/ui/core";
import { Link } from "@gh/router";

export function NotFoundPage() {
  return (
    <section className="shell-not-found container">
      <h1>{MESSAGES.notFoundHeading}</h1>
      <p className="shell-muted">{MESSAGES.notFoundHint}</p>
      <Link to="/" className={buttonClass("primary")}>
        Go to the home page
      </Link>
    </section>
  );
}

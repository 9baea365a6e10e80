/**
 * The home page for visitors and providers (docs/product-rules.md#screens-and-texts). Hero and search form first; the
 * sections below them load as the visitor comes near them (below-the-fold.tsx).
 */
import type { FirstScreenQueries } from "@gh/contracts";
import { BelowTheFold } from "./below-the-fold";
import { Hero } from "./hero";
import { SPECIALTIES_KEY } from "../../../lib/use-specialties";
import "./landing.css";

/** Fetched with this page's code: the search form's specialty list, so the form is drawn once, usable. */
export const firstScreenQueries: FirstScreenQueries = () => [SPECIALTIES_KEY];

export default function LandingPage() {
  return (
    <div className="landing">
      <Hero />
      <BelowTheFold />
    </div>
  );
}

/**
 * The home page for visitors and providers (docs/product-rules.md#screens-and-texts). Hero and search form first; the
 * sections below them load as the visitor comes near them (below-the-fold.tsx).
 */
import type { FirstScreenQueries } from "@gh/contracts/federation";
import { SPECIALTIES_PATH } from "@gh/contracts/specialties";
import { BelowTheFold } from "./below-the-fold";
import { Hero } from "./hero";
import "./landing.css";

/** Fetched with this page's code: the search form's specialty list, so the form is drawn once, usable. */
export const firstScreenQueries: FirstScreenQueries = () => [SPECIALTIES_PATH];

export default function LandingPage() {
  return (
    <div className="landing">
      <Hero />
      <BelowTheFold />
    </div>
  );
}

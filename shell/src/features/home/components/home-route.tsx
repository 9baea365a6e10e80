/**
 * "/" for everyone: the patient dashboard for a signed-in patient (docs/product-rules.md#screens-and-texts), the
 * directory's landing page for everyone else. The landing remote is preloaded meanwhile, so waiting
 * for the auth state costs no extra round trip.
 */
import { lazy, type ReactNode } from "react";
import { PageSpinner } from "../../../federation/remote-module";
import { LazyPage } from "../../../lib/lazy-page";
import { useCurrentUser } from "@gh/api-client";

const PatientDashboard = lazy(() => import("./patient-dashboard"));

export function HomeRoute({ landing }: { landing: ReactNode }) {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <PageSpinner />;
  if (user?.role === "patient") return <LazyPage page={PatientDashboard} />;
  return landing;
}

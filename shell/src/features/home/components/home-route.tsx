/**
 * "/" for everyone: the patient dashboard for a signed-in patient (spec "Patient dashboard"), the
 * directory's landing page for everyone else. The landing remote is preloaded meanwhile, so waiting
 * for the auth state costs no extra round trip.
 */
import { lazy, type ReactNode } from "react";
import { PageSpinner } from "../../../federation/remote-module";
import { LazyPage } from "../../../lib/lazy-page";
import { useCurrentUser } from "../../auth/current-user";

const PatientDashboard = lazy(() => import("./patient-dashboard"));

export function HomeRoute({ landing }: { landing: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (user?.role === "patient") return <LazyPage page={PatientDashboard} />;
  return landing;
}

/**
 * /provider/verify (docs/product-rules.md#provider-registration). mode=signup (the default: the wizard sends
 * people here) finishes a registration; mode=login belongs to /provider/login-verify, which runs the
 * sign-in's second step, so it is sent there with the same query.
 */
import { Navigate, useSearchParams } from "@gh/router";
import { useDocumentTitle } from "@gh/ui";
import { SignupVerificationCard } from "./signup-verification";
import { useT } from "../../../lib/i18n";
import "./login-verify.css";

export default function ProviderVerifyPage() {
  const [searchParams] = useSearchParams();
  const t = useT();
  useDocumentTitle(t("Verify your email"));
  if (searchParams.get("mode") === "login") return <Navigate to={`/provider/login-verify?${searchParams.toString()}`} replace />;
  return <SignupVerificationCard queryEmail={searchParams.get("email")?.trim().toLowerCase() ?? ""} />;
}

/** /auth: Sign In or Create Account as tabs; ?mode=signup opens Create Account, ?next= is where sign-in returns. */
import { Trans, useT } from "@gh/i18n";
import { Card, CardContent, HeartPulse } from "@gh/ui";
import { Tabs } from "@gh/ui/flows";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "@gh/router";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import "./auth.css";
// A page of its own chunk (React.lazy) registers the shell's catalogs, as the start does: once, and
// also when a test draws the page without the start.

type AuthMode = "signin" | "signup";

export default function AuthPage() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const mode: AuthMode = searchParams.get("mode") === "signup" ? "signup" : "signin";
  const emailRef = useRef<HTMLInputElement>(null);

  // Whoever follows "Sign In" came to type: start them in Email, not on the page's heading.
  // Runs after ScrollAndFocus has focused the h1, and only on opening, so switching tabs never moves focus.
  useEffect(() => {
    emailRef.current?.focus();
  }, []);

  function changeMode(next: string) {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === "signup") params.set("mode", "signup");
        else params.delete("mode");
        return params;
      },
      { replace: true },
    );
  }

  return (
    <div className="container auth-page">
      <Card as="section" className="auth-card" aria-labelledby="auth-title">
        <CardContent>
          <div className="auth-card__intro">
            <HeartPulse size={36} />
            <h1 id="auth-title">{t("Welcome to GhanaHealth")}</h1>
            <p className="shell-muted">{t("Sign in to book and manage your appointments, or create a free account.")}</p>
          </div>
          <Tabs
            ariaLabel={t("Sign in or create an account")}
            selectedTab={mode}
            onTabChange={changeMode}
            items={[
              { id: "signin", label: t("Sign In"), content: <SignInForm emailRef={emailRef} /> },
              { id: "signup", label: t("Create Account"), content: <SignUpForm /> },
            ]}
          />
        </CardContent>
      </Card>
      <p className="auth-page__provider">
        <Trans message="Are you a healthcare provider? <0>Register your practice</0>" components={{ 0: <Link to="/register-provider" /> }} />
      </p>
    </div>
  );
}

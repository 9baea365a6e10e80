import { Spinner } from "@gh/ui";

/**
 * The page spinner while the auth state loads. (The shell's PageSpinner lives in the landing page's
 * first download; importing it from this lazy chunk would cost that download extra bytes.)
 */
export function LoadingPage() {
  return (
    <div className="shell-page-spinner">
      <Spinner />
    </div>
  );
}

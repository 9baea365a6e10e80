/** Quick tips for patients (static). */
import { EMERGENCY_NUMBERS } from "@gh/contracts/constants";
import { msg, Trans, useT } from "@gh/i18n";
import { Card, CardContent, CardHeader, CardTitle, Info } from "@gh/ui";

const TIPS = [
  msg("Book early: morning slots fill up first."),
  msg("Have your mobile money or card ready to pay the consultation fee when you book."),
  msg("Arrive 10 minutes early and bring any previous prescriptions or test results."),
  // translators: <0/> is the ambulance number (193)
  msg("In an emergency, call <0/> for an ambulance straight away."),
] as const;

/** The numbers a tip names, the same in every language. */
const TIP_PARTS = { 0: <>{EMERGENCY_NUMBERS.ambulance}</> };

export function QuickTips() {
  const t = useT();
  return (
    <Card as="section" aria-labelledby="home-tips-title">
      <CardHeader>
        <CardTitle as="h2" id="home-tips-title">
          {t("Quick Tips")}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="home-tips">
          {TIPS.map((tip) => (
            <li key={tip}>
              <Info size={18} />
              <span>
                <Trans message={tip} components={TIP_PARTS} />
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

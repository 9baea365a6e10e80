/** Quick tips for patients (static). */
import { Card, CardContent, CardHeader, CardTitle, Info } from "@gh/ui";

const TIPS = [
  "Book early: morning slots fill up first.",
  "Have your mobile money or card ready to pay the consultation fee when you book.",
  "Arrive 10 minutes early and bring any previous prescriptions or test results.",
  "In an emergency, call 193 for an ambulance straight away.",
] as const;

export function QuickTips() {
  return (
    <Card as="section" aria-labelledby="home-tips-title">
      <CardHeader>
        <CardTitle as="h2" id="home-tips-title">
          Quick Tips
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="home-tips">
          {TIPS.map((tip) => (
            <li key={tip}>
              <Info size={18} />
              <span>{tip}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

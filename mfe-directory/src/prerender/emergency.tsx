/** Build-time render of the emergency page: its call links must work with no JavaScript (DESIGN.md §5). */
import { renderToString } from "react-dom/server";
import EmergencyPage from "../features/emergency/components/emergency-page";

export function render(): string {
  return renderToString(<EmergencyPage />);
}

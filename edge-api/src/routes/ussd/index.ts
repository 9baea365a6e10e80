/** POST /api/ussd/hubtel and /api/ussd/africastalking, around the one menu (ussd/menu/run-menu.ts). */
import { runMenu } from "../../ussd/menu/run-menu.ts";
import { ussdRoutesFor } from "./callbacks.ts";

export const ussdRoutes = ussdRoutesFor(runMenu);

/**
 * How the adapters drive the menu (menu/types.ts): one call per request with the state kept since the
 * last (none on a session's first request), giving the screen to answer, the state to keep and the
 * work to start once answered.
 */
import type { BookingDesk, MenuAnswer, MenuState, UssdRequest } from "./menu/types.ts";

export type UssdMenu = (state: MenuState | null, request: UssdRequest, desk: BookingDesk) => Promise<MenuAnswer>;

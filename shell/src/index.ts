// The async boundary Module Federation needs: shared modules are negotiated before the app runs.
// Over a prerendered page the app starts when the visitor reaches for it or the page is idle
// (start-schedule.ts). No prefetch link for its code: that costs two more requests, over the
// landing's budget of 25, and the idle start follows the load within 2 s anyway.
import { whenToStart } from "./app/start-schedule";

void whenToStart().then(() => import("./bootstrap"));

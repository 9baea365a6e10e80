/**
 * The rest of the icon set (icons.tsx): the icons the landing's first screen does not draw, so they
 * come with "@gh/ui", not with "@gh/ui/core" (core.ts). Drawn with the set's one createIcon.
 */
import { createIcon } from "@gh/ui/core";

export const MapPin = /* @__PURE__ */ createIcon("M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0zM9 10a3 3 0 1 0 6 0a3 3 0 1 0-6 0", "MapPin");
export const Star = /* @__PURE__ */ createIcon(
  "M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z",
  "Star",
);
/** The left half of Star; draw it filled over an outlined Star for half ratings. */
export const StarHalf = /* @__PURE__ */ createIcon("M12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z", "StarHalf");
export const LogOut = /* @__PURE__ */ createIcon("M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9", "LogOut");
export const Clock = /* @__PURE__ */ createIcon("M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0M12 6v6l4 2", "Clock");
export const Ambulance = /* @__PURE__ */ createIcon(
  "M10 10H6M8 8v4M14 18V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v11a1 1 0 0 0 1 1h2M9 18h6M19 18h2a1 1 0 0 0 1-1v-3.28a1 1 0 0 0-.68-.95l-1.92-.64a1 1 0 0 1-.58-.5l-1.54-3.08A1 1 0 0 0 16.38 8H14M15 18a2 2 0 1 0 4 0a2 2 0 1 0-4 0M5 18a2 2 0 1 0 4 0a2 2 0 1 0-4 0",
  "Ambulance",
);
export const Shield = /* @__PURE__ */ createIcon(
  "M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z",
  "Shield",
);
export const Stethoscope = /* @__PURE__ */ createIcon(
  "M11 2v2M5 2v2M5 3H4a2 2 0 0 0-2 2v4a6 6 0 0 0 12 0V5a2 2 0 0 0-2-2h-1M8 15a6 6 0 0 0 12 0v-3M18 10a2 2 0 1 0 4 0a2 2 0 1 0-4 0",
  "Stethoscope",
);
export const Hospital = /* @__PURE__ */ createIcon(
  "M6 22V4a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v18M6 10H4a2 2 0 0 0-2 2v10M18 10h2a2 2 0 0 1 2 2v10M1 22h22M12 5v5M9.5 7.5h5M10 22v-4h4v4M9.5 14h5",
  "Hospital",
);
export const ChevronLeft = /* @__PURE__ */ createIcon("M15 18l-6-6 6-6", "ChevronLeft");
export const ChevronRight = /* @__PURE__ */ createIcon("M9 18l6-6-6-6", "ChevronRight");
export const Mail = /* @__PURE__ */ createIcon(
  "M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM22 7l-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7",
  "Mail",
);
export const Eye = /* @__PURE__ */ createIcon(
  "M2.06 12.35a1 1 0 0 1 0-.7 10.75 10.75 0 0 1 19.88 0 1 1 0 0 1 0 .7 10.75 10.75 0 0 1-19.88 0M9 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0",
  "Eye",
);
export const Activity = /* @__PURE__ */ createIcon("M22 12h-4l-3 9L9 3l-3 9H2", "Activity");
/** Used for dental care. */

/**
 * Icons only the directory draws (specialty tiles, the emergency page, a provider's website), in the
 * shared set's style: kept out of @gh/ui, which every page downloads, the landing first of all.
 */
import { createIcon } from "@gh/ui";

export const Baby = /* @__PURE__ */ createIcon(
  "M9 12h.01M15 12h.01M10 16c.5.3 1.2.5 2 .5s1.5-.2 2-.5M19 6.3a9 9 0 0 1 1.8 3.9 2 2 0 0 1 0 3.6 9 9 0 0 1-17.6 0 2 2 0 0 1 0-3.6A9 9 0 0 1 12 3c2 0 3.5 1.1 3.5 2.5s-.9 2.5-2 2.5c-.8 0-1.5-.4-1.5-1",
  "Baby",
);
export const Bone = /* @__PURE__ */ createIcon(
  "M17 10c.7-.7 1.69 0 2.5 0a2.5 2.5 0 1 0 0-5 .5.5 0 0 1-.5-.5 2.5 2.5 0 1 0-5 0c0 .81.7 1.8 0 2.5l-7 7c-.7.7-1.69 0-2.5 0a2.5 2.5 0 0 0 0 5c.28 0 .5.22.5.5a2.5 2.5 0 1 0 5 0c0-.81-.7-1.8 0-2.5z",
  "Bone",
);
export const Brain = /* @__PURE__ */ createIcon(
  "M12 5a3 3 0 1 0-6 .13 4 4 0 0 0-2.52 5.77 4 4 0 0 0 .55 6.59A4 4 0 1 0 12 18zM12 5a3 3 0 1 1 6 .13 4 4 0 0 1 2.52 5.77 4 4 0 0 1-.55 6.59A4 4 0 1 1 12 18zM12 5v13M15 13a4.5 4.5 0 0 1-3-4 4.5 4.5 0 0 1-3 4",
  "Brain",
);
export const Flame = /* @__PURE__ */ createIcon(
  "M8.5 14.5A2.5 2.5 0 0 0 11 12c0-1.38-.5-2-1-3-1.07-2.14-.22-4.05 2-6 .5 2.5 2 4.9 4 6.5 2 1.6 3 3.5 3 5.5a7 7 0 1 1-14 0c0-1.15.43-2.29 1-3a2.5 2.5 0 0 0 2.5 2.5z",
  "Flame",
);
export const Globe = /* @__PURE__ */ createIcon("M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20M2 12h20", "Globe");
export const Smile = /* @__PURE__ */ createIcon("M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0M8 14s1.5 2 4 2 4-2 4-2M9 9h.01M15 9h.01", "Smile");
export const Thermometer = /* @__PURE__ */ createIcon("M14 4v10.54a4 4 0 1 1-4 0V4a2 2 0 0 1 4 0z", "Thermometer");
export const Pill = /* @__PURE__ */ createIcon("M10.5 20.5l10-10a4.95 4.95 0 1 0-7-7l-10 10a4.95 4.95 0 1 0 7 7zM8.5 8.5l7 7", "Pill");

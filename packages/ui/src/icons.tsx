/**
 * A tiny inline-SVG icon set (24×24, stroked with currentColor), re-drawn in the style of
 * Lucide/Feather (ISC/MIT). Each icon is one path, so the whole set stays a few kilobytes.
 * Icons are decorative (aria-hidden) unless given a `title`, which makes them an img with that name.
 */
import type { SVGProps } from "react";

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, "children"> {
  /** Width and height; default 24. */
  size?: number | string;
  /** Accessible name; omit for decorative icons. */
  title?: string;
}

/** An icon in this set's style from one SVG path; an area draws the icons only it uses with it. */
export function createIcon(d: string, name: string) {
  function Icon({ size = 24, title, ...rest }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={title ? undefined : true}
        role={title ? "img" : undefined}
        {...rest}
      >
        {title && <title>{title}</title>}
        <path d={d} />
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const Phone = /* @__PURE__ */ createIcon(
  "M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72c.13.96.36 1.9.7 2.81a2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45c.91.34 1.85.57 2.81.7A2 2 0 0 1 22 16.92z",
  "Phone",
);
export const MapPin = /* @__PURE__ */ createIcon("M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0zM9 10a3 3 0 1 0 6 0a3 3 0 1 0-6 0", "MapPin");
export const Star = /* @__PURE__ */ createIcon(
  "M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z",
  "Star",
);
/** The left half of Star; draw it filled over an outlined Star for half ratings. */
export const StarHalf = /* @__PURE__ */ createIcon("M12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z", "StarHalf");
export const Menu = /* @__PURE__ */ createIcon("M4 6h16M4 12h16M4 18h16", "Menu");
export const X = /* @__PURE__ */ createIcon("M18 6L6 18M6 6l12 12", "X");
export const User = /* @__PURE__ */ createIcon("M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2M8 7a4 4 0 1 0 8 0a4 4 0 1 0-8 0", "User");
export const LogOut = /* @__PURE__ */ createIcon("M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9", "LogOut");
export const Search = /* @__PURE__ */ createIcon("M3 11a8 8 0 1 0 16 0a8 8 0 1 0-16 0M21 21l-4.3-4.3", "Search");
export const Calendar = /* @__PURE__ */ createIcon(
  "M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM16 2v4M8 2v4M3 10h18",
  "Calendar",
);
export const Clock = /* @__PURE__ */ createIcon("M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0M12 6v6l4 2", "Clock");
export const AlertTriangle = /* @__PURE__ */ createIcon(
  "M21.73 18l-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3zM12 9v4M12 17h.01",
  "AlertTriangle",
);
export const HeartPulse = /* @__PURE__ */ createIcon(
  "M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7zM3.22 12H9.5l.5-1 2 4.5 2-7 1.5 3.5h5.27",
  "HeartPulse",
);
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
export const Navigation = /* @__PURE__ */ createIcon("M3 11l19-9-9 19-2-8z", "Navigation");
export const ChevronLeft = /* @__PURE__ */ createIcon("M15 18l-6-6 6-6", "ChevronLeft");
export const ChevronRight = /* @__PURE__ */ createIcon("M9 18l6-6-6-6", "ChevronRight");
export const Check = /* @__PURE__ */ createIcon("M20 6L9 17l-5-5", "Check");
export const Mail = /* @__PURE__ */ createIcon(
  "M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM22 7l-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7",
  "Mail",
);
export const Info = /* @__PURE__ */ createIcon("M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0M12 16v-4M12 8h.01", "Info");
export const Eye = /* @__PURE__ */ createIcon(
  "M2.06 12.35a1 1 0 0 1 0-.7 10.75 10.75 0 0 1 19.88 0 1 1 0 0 1 0 .7 10.75 10.75 0 0 1-19.88 0M9 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0",
  "Eye",
);
export const Activity = /* @__PURE__ */ createIcon("M22 12h-4l-3 9L9 3l-3 9H2", "Activity");
/** Used for dental care. */

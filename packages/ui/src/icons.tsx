/**
 * A tiny inline-SVG icon set (24×24, stroked with currentColor), re-drawn in the style of
 * Lucide/Feather (ISC/MIT). Each icon is one path, so the whole set stays a few kilobytes.
 * Icons are decorative (aria-hidden) unless given a `title`, which makes them an img with that name.
 * Here: the icons the landing's first screen draws (part of "@gh/ui/core"); more-icons.tsx has the rest.
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
export const Menu = /* @__PURE__ */ createIcon("M4 6h16M4 12h16M4 18h16", "Menu");
export const X = /* @__PURE__ */ createIcon("M18 6L6 18M6 6l12 12", "X");
export const User = /* @__PURE__ */ createIcon("M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2M8 7a4 4 0 1 0 8 0a4 4 0 1 0-8 0", "User");
export const Search = /* @__PURE__ */ createIcon("M3 11a8 8 0 1 0 16 0a8 8 0 1 0-16 0M21 21l-4.3-4.3", "Search");
export const Calendar = /* @__PURE__ */ createIcon(
  "M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM16 2v4M8 2v4M3 10h18",
  "Calendar",
);
export const AlertTriangle = /* @__PURE__ */ createIcon(
  "M21.73 18l-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3zM12 9v4M12 17h.01",
  "AlertTriangle",
);
export const HeartPulse = /* @__PURE__ */ createIcon(
  "M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7zM3.22 12H9.5l.5-1 2 4.5 2-7 1.5 3.5h5.27",
  "HeartPulse",
);
export const Navigation = /* @__PURE__ */ createIcon("M3 11l19-9-9 19-2-8z", "Navigation");
export const Check = /* @__PURE__ */ createIcon("M20 6L9 17l-5-5", "Check");
export const Info = /* @__PURE__ */ createIcon("M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0M12 16v-4M12 8h.01", "Info");

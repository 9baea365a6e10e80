import type { CSSProperties } from "react";
import { cx } from "./cx";

export interface SkeletonProps {
  /** CSS length; numbers are pixels. Default: full width. */
  width?: number | string;
  /** CSS length; numbers are pixels. Default: 1rem (one line of text). */
  height?: number | string;
  /** Fully rounded (avatars, pills). */
  circle?: boolean;
  className?: string;
  style?: CSSProperties;
}

/** A placeholder block shown while content loads; hidden from assistive technology. */
export function Skeleton({ width, height, circle, className, style }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      className={cx("ui-skeleton", circle && "ui-skeleton--circle", className)}
      style={{ width, height, ...style }}
    />
  );
}

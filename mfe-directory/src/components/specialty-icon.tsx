import { Activity, Eye, HeartPulse, Stethoscope, type IconProps } from "@gh/ui";
import { Baby, Bone, Pill, Smile } from "../lib/icons";
import type { ComponentType } from "react";

/** The home grid's icon per specialty id (docs/product-rules.md#screens-and-texts). */
const ICONS: Record<string, ComponentType<IconProps>> = {
  general: Stethoscope,
  cardiology: HeartPulse,
  pediatrics: Baby,
  dentist: Smile,
  gynecology: HeartPulse,
  "eye-care": Eye,
  orthopedics: Bone,
  pharmacy: Pill,
  physiotherapy: Activity,
};

export function SpecialtyIcon({ specialty, ...props }: IconProps & { specialty: string }) {
  const Icon = ICONS[specialty] ?? Stethoscope;
  return <Icon {...props} />;
}

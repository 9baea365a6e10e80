import type { ComponentProps } from "react";
import { cx } from "./cx";

export interface SelectOption {
  /** Never empty: "" is reserved for the placeholder (docs/product-rules.md#screens-and-texts). */
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentProps<"select">, "children"> {
  options: readonly SelectOption[];
  /** Shown until a choice is made: a disabled, hidden option with value "". */
  placeholder?: string;
}

/** A native <select> (the phone's own picker, accessible for free). */
export function Select({ options, placeholder, className, value, defaultValue, ...rest }: SelectProps) {
  // Browsers pre-select the first enabled option, so an uncontrolled select with a placeholder starts on "".
  const initial = placeholder !== undefined && value === undefined && defaultValue === undefined ? "" : defaultValue;
  return (
    <select {...rest} value={value} defaultValue={initial} className={cx("ui-select", className)}>
      {placeholder !== undefined && (
        <option value="" disabled hidden>
          {placeholder}
        </option>
      )}
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

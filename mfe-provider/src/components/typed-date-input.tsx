/**
 * A date typed in Ghana's day-month-year order ("DD/MM/YYYY", docs/product-rules.md#ghana-conventions) instead of the browser's own
 * date picker, which shows mm/dd/yyyy to an en-US phone. The form keeps "YYYY-MM-DD": `onChange`
 * gets that once the text is a real day, "" when it is cleared, and the text itself otherwise, so
 * the form can tell the provider it is not a date (see `isIsoDay`).
 */
import { formatTypedDate, parseTypedDate } from "@gh/contracts/ghana-time";
import { Input, type InputProps } from "@gh/ui";
import { useState } from "react";
import { msg, useT } from "../lib/i18n";

// translators: how a date is typed, day/month/year (the digits are typed as 25/12/2026 in every language)
export const TYPED_DATE_HINT = msg("DD/MM/YYYY");

export type TypedDateInputProps = Omit<InputProps, "type" | "value" | "onChange"> & {
  value: string;
  onChange: (value: string) => void;
};

/** Whether a form value from TypedDateInput is a real day ("YYYY-MM-DD") rather than unfinished text. */
export function isIsoDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value);
}

export function TypedDateInput({ value, onChange, ...rest }: TypedDateInputProps) {
  const t = useT();
  const [text, setText] = useState(() => formatTypedDate(value) || value);
  // The value last sent or received: when the form changes it (a reset, a day copied from "From"),
  // the box shows the new day; while the provider types, their text stays as typed.
  const [known, setKnown] = useState(value);
  if (value !== known) {
    setKnown(value);
    setText(formatTypedDate(value) || value);
  }

  return (
    <Input
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={t(TYPED_DATE_HINT)}
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        const next = typed.trim() === "" ? "" : (parseTypedDate(typed) ?? typed);
        setText(typed);
        setKnown(next);
        onChange(next);
      }}
    />
  );
}

/** The 6-digit verification code box: numeric keypad, one-time-code autofill, non-digits dropped as typed or pasted. */
import { CODE_LENGTH } from "@gh/contracts/constants";
import { toCodeDigits } from "@gh/contracts/verification-code";
import { cx, Input, type InputProps } from "@gh/ui";

export interface CodeInputProps extends Omit<InputProps, "value" | "onChange" | "type"> {
  value: string;
  onValueChange: (digits: string) => void;
}

export function CodeInput({ value, onValueChange, className, ...rest }: CodeInputProps) {
  return (
    <Input
      {...rest}
      className={cx("ui-code-input", className)}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={CODE_LENGTH}
      placeholder="123456"
      spellCheck={false}
      value={value}
      onChange={(event) => onValueChange(toCodeDigits(event.target.value))}
      // maxLength would cut a pasted "123 456" before its digits are kept, so a paste is read whole.
      onPaste={(event) => {
        event.preventDefault();
        onValueChange(toCodeDigits(event.clipboardData.getData("text")));
      }}
    />
  );
}

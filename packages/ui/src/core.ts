// @gh/ui/core: what the landing's first screen draws (the shell's header, footer and page frame, the
// directory's hero and search form), a federation singleton of its own, so the landing downloads
// only this much of the design system (docs/architecture.md, Performance). "@gh/ui" re-exports all
// of it: any other screen imports "@gh/ui". Its stylesheet is the whole design system's.
import "./styles.css";

export { Button, type ButtonProps } from "./button";
export { buttonClass, type ButtonSize, type ButtonVariant } from "./button-class";
export { Checkbox, type CheckboxProps } from "./checkbox";
export { cx } from "./cx";
export { ErrorBoundary, type ErrorBoundaryProps } from "./error-boundary";
export { Field, type FieldControlProps, type FieldProps } from "./field";
// The toaster's and the field messages' icons are here anyway.
export { AlertTriangle, Calendar, Check, createIcon, HeartPulse, Info, Menu, Navigation, Phone, Search, User, X, type IconProps } from "./icons";
export { Input, type InputProps } from "./input";
export { Select, type SelectOption, type SelectProps } from "./select";
export { Spinner, type SpinnerProps } from "./spinner";
export { Toaster, type ToasterProps } from "./toaster";
export { useAppRunning } from "./use-app-running";
export { useToast, type ToastInput } from "./use-toast";

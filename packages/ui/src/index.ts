// @gh/ui: the small design system shared by the shell and every micro-frontend (a federation singleton).
// What no first screen needs (dialogs, tabs, code entry) is in "@gh/ui/flows", a second singleton,
// so the landing page does not download it (docs/product-rules.md#performance-budgets).
import "./styles.css";

export { Badge, type BadgeProps, type BadgeTone } from "./badge";
export { Button, type ButtonProps } from "./button";
export { buttonClass, type ButtonSize, type ButtonVariant } from "./button-class";
export { Card, CardContent, CardFooter, CardHeader, CardTitle, type CardProps, type CardTitleProps } from "./card";
export { Checkbox, type CheckboxProps } from "./checkbox";
export { cx } from "./cx";
export { ErrorBoundary, type ErrorBoundaryProps } from "./error-boundary";
export { Field, type FieldControlProps, type FieldProps } from "./field";
export * from "./icons";
export { Input, type InputProps } from "./input";
export { PageHeader } from "./page-header";
export { Select, type SelectOption, type SelectProps } from "./select";
export { Skeleton, type SkeletonProps } from "./skeleton";
export { Spinner, type SpinnerProps } from "./spinner";
export { Textarea, type TextareaProps } from "./textarea";
export { Toaster, type ToasterProps } from "./toaster";
export { useAppRunning } from "./use-app-running";
export { useDocumentTitle } from "./use-document-title";
export { useToast, type ToastInput } from "./use-toast";
export { VisuallyHidden } from "./visually-hidden";

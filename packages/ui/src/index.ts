// @gh/ui: the small design system shared by the shell and every micro-frontend (a federation singleton).
// What the landing's first screen draws is "@gh/ui/core", a singleton of its own that this one
// re-exports, so the landing downloads only that part; what no first screen needs (dialogs, tabs,
// code entry) is in "@gh/ui/flows", a third (docs/product-rules.md#performance-budgets).
export { Badge, type BadgeProps, type BadgeTone } from "./badge";
export { Card, CardContent, CardFooter, CardHeader, CardTitle, type CardProps, type CardTitleProps } from "./card";
export * from "./more-icons";
export { PageHeader } from "./page-header";
export { Skeleton, type SkeletonProps } from "./skeleton";
export { Textarea, type TextareaProps } from "./textarea";
export { useDocumentTitle } from "./use-document-title";
export { VisuallyHidden } from "./visually-hidden";
export {
  AlertTriangle,
  Button,
  buttonClass,
  Calendar,
  Check,
  Checkbox,
  createIcon,
  cx,
  ErrorBoundary,
  Field,
  HeartPulse,
  Info,
  Input,
  Menu,
  Navigation,
  Phone,
  Search,
  Select,
  Spinner,
  Toaster,
  useAppRunning,
  User,
  useToast,
  X,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  type CheckboxProps,
  type ErrorBoundaryProps,
  type FieldControlProps,
  type FieldProps,
  type IconProps,
  type InputProps,
  type SelectOption,
  type SelectProps,
  type SpinnerProps,
  type ToasterProps,
  type ToastInput,
} from "@gh/ui/core";

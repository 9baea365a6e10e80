import type { ComponentProps, HTMLAttributes } from "react";
import { cx } from "./cx";

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; "li" and "article" suit lists of cards. Default "div". */
  as?: "div" | "article" | "section" | "li";
}

export function Card({ as: Element = "div", className, ...rest }: CardProps) {
  return <Element {...rest} className={cx("ui-card", className)} />;
}

export function CardHeader({ className, ...rest }: ComponentProps<"div">) {
  return <div {...rest} className={cx("ui-card__header", className)} />;
}

export interface CardTitleProps extends ComponentProps<"h3"> {
  /** Heading level that fits the page outline. Default "h3". */
  as?: "h2" | "h3" | "h4";
}

export function CardTitle({ as: Heading = "h3", className, ...rest }: CardTitleProps) {
  return <Heading {...rest} className={cx("ui-card__title", className)} />;
}

export function CardContent({ className, ...rest }: ComponentProps<"div">) {
  return <div {...rest} className={cx("ui-card__content", className)} />;
}

export function CardFooter({ className, ...rest }: ComponentProps<"div">) {
  return <div {...rest} className={cx("ui-card__footer", className)} />;
}

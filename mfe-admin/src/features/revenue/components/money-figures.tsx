/** A titled group of money figures (refunds and net, payouts to providers): each a label, an amount and what it means. */
import { formatCedis } from "@gh/contracts/money";
import { Card } from "@gh/ui";
import type { ReactNode } from "react";
import type { MoneyFigure } from "../revenue-view";

export interface MoneyFiguresProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  figures: readonly MoneyFigure[];
  /** Under the figures: a note or a way to act on them. */
  children?: ReactNode;
}

export function MoneyFigures({ id, title, figures, children }: MoneyFiguresProps) {
  return (
    <Card as="section" aria-labelledby={id} className="revenue-section revenue-money">
      <h2 id={id} className="revenue-section__title">
        {title}
      </h2>
      <dl className="revenue-money__grid">
        {figures.map((figure) => (
          <div key={figure.id} className="revenue-figure" data-figure={figure.id}>
            <dt className="revenue-figure__label">{figure.label}</dt>
            <dd className="revenue-figure__value">{formatCedis(figure.value)}</dd>
            <dd className="revenue-figure__detail">{figure.detail}</dd>
          </div>
        ))}
      </dl>
      {children}
    </Card>
  );
}

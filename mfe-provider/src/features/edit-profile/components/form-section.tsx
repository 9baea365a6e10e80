import { Card, CardContent, CardHeader, CardTitle } from "@gh/ui";
import { useId, type ReactNode } from "react";

/**
 * One titled part of an edit form (a card whose h2 names the region for screen-reader navigation);
 * with `id`, a link can lead to it (its heading then takes focus when the page moves there).
 */
export function FormSection({ title, description, id, children }: { title: string; description?: ReactNode; id?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card as="section" id={id} aria-labelledby={headingId} className="edit-profile__section">
      <CardHeader>
        <CardTitle as="h2" id={headingId} tabIndex={id ? -1 : undefined}>
          {title}
        </CardTitle>
        {description && <p className="edit-profile__section-description">{description}</p>}
      </CardHeader>
      <CardContent className="edit-profile__fields">{children}</CardContent>
    </Card>
  );
}

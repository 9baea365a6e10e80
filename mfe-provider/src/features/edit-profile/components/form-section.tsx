import { Card, CardContent, CardHeader, CardTitle } from "@gh/ui";
import { useId, type ReactNode } from "react";

/** One titled part of an edit form (a card whose h2 names the region for screen-reader navigation). */
export function FormSection({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} className="edit-profile__section">
      <CardHeader>
        <CardTitle as="h2" id={headingId}>
          {title}
        </CardTitle>
        {description && <p className="edit-profile__section-description">{description}</p>}
      </CardHeader>
      <CardContent className="edit-profile__fields">{children}</CardContent>
    </Card>
  );
}

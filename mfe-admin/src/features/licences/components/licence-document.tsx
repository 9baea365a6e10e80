/**
 * The licence document beside what the provider entered: a photo or scan shown as an image, a PDF as a
 * link that opens it in a new tab (the browser's own viewer), with its format and size. The file comes
 * from GET /api/licences/:id/document, which only administrators and its provider may read.
 */
import type { AdminLicence } from "@gh/contracts/licences/options";
import { VisuallyHidden } from "@gh/ui";
import { Trans, useT } from "@gh/i18n";
import { documentKind, documentSize, isImage } from "../licence-view";

export function LicenceDocument({ licence }: { licence: AdminLicence }) {
  const t = useT();
  const name = licence.providerName;
  const facts = `${documentKind(licence.documentType)} · ${documentSize(licence.sizeBytes)}`;
  return (
    <figure className="admin-licence__document">
      {isImage(licence.documentType) ? (
        <>
          <img className="admin-licence__image" src={licence.documentUrl} alt={t("Licence document sent by {name}", { name })} loading="lazy" />
          <a className="admin-licence__open" href={licence.documentUrl} target="_blank" rel="noopener noreferrer">
            <Trans
              // translators: a link; the part in <0> is read by screen readers only
              message="Open full size<0> ({name}'s licence, in a new tab)</0>"
              values={{ name }}
              components={{ 0: <VisuallyHidden /> }}
            />
          </a>
        </>
      ) : (
        <div className="admin-licence__pdf-links">
          <a className="admin-licence__open admin-licence__open--pdf" href={licence.documentUrl} target="_blank" rel="noopener noreferrer">
            <Trans
              // translators: a link; the part in <0> is read by screen readers only
              message="Open the PDF<0> ({name}'s licence, in a new tab)</0>"
              values={{ name }}
              components={{ 0: <VisuallyHidden /> }}
            />
          </a>
          {/* For a browser whose own viewer will not show it (the document is served sandboxed). */}
          <a className="admin-licence__open" href={licence.documentUrl} download={`licence-${licence.id}.pdf`}>
            <Trans
              // translators: a link that saves the file; the part in <0> is read by screen readers only
              message="Download<0> {name}'s licence</0>"
              values={{ name }}
              components={{ 0: <VisuallyHidden /> }}
            />
          </a>
        </div>
      )}
      <figcaption className="admin-licence__file">{facts}</figcaption>
    </figure>
  );
}

/** One provider as the admin manages them: who, their licence's standing, the practice's figures, the bio, Edit and Delete. */
import { adminLicenceText, type AdminProvider } from "@gh/contracts/admin/options";
import { Link } from "@gh/router";
import { Badge, Button, Card, Mail, MapPin, VisuallyHidden } from "@gh/ui";
import { useId } from "react";
import { Trans, useT } from "@gh/i18n";
import { adminProviderName, providerFacts, providerPlace } from "../provider-card-view";

export interface AdminProviderCardProps {
  provider: AdminProvider;
  onEdit: (provider: AdminProvider) => void;
  onDelete: (provider: AdminProvider) => void;
}

export function AdminProviderCard({ provider, onEdit, onDelete }: AdminProviderCardProps) {
  const t = useT();
  const nameId = useId();
  const name = adminProviderName(provider);
  const licence = adminLicenceText(provider);
  return (
    <Card as="article" className="admin-provider" aria-labelledby={nameId}>
      <div className="admin-provider__head">
        <div className="admin-provider__who">
          <h3 id={nameId} className="admin-provider__name">
            <Link to={`/provider/${provider.id}`}>{name}</Link>
          </h3>
          <p className="admin-provider__line">
            <Mail size={16} />
            <a href={`mailto:${provider.email}`}>{provider.email}</a>
          </p>
          <p className="admin-provider__line">
            <MapPin size={16} />
            {providerPlace(provider)}
          </p>
        </div>
        <Badge tone={provider.licenceStanding === "verified" ? "success" : "warning"}>{t(licence.message, licence.values)}</Badge>
      </div>

      <dl className="admin-provider__facts">
        {providerFacts(provider).map((fact) => (
          <div key={fact.label} className="admin-provider__fact">
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>

      <p className="admin-provider__bio">{provider.bio || t("No bio yet.")}</p>

      {/* Each label in one span, so a button (a flex box) wraps its words around the hidden name as one text. */}
      <div className="admin-provider__actions">
        <Button variant="outline" size="sm" onClick={() => onEdit(provider)}>
          <span>
            <Trans
              // translators: a button; the part in <0> (the provider's name) is read by screen readers only
              message="Edit<0> {name}</0>"
              values={{ name }}
              components={{ 0: <VisuallyHidden /> }}
            />
          </span>
        </Button>
        <Button variant="danger" size="sm" onClick={() => onDelete(provider)}>
          <span>
            <Trans
              // translators: a button; the part in <0> (the provider's name) is read by screen readers only
              message="Delete<0> {name}</0>"
              values={{ name }}
              components={{ 0: <VisuallyHidden /> }}
            />
          </span>
        </Button>
      </div>
    </Card>
  );
}

/**
 * /admin/providers (docs/product-rules.md#screens-and-texts): find providers by name, e-mail, specialty or
 * location (searched on the server as the admin types), and edit or permanently delete them. The
 * search and page live in the URL, so a reload keeps them.
 */
import { ADMIN_TEXTS, type AdminProvider } from "@gh/contracts/admin/options";
import { formatCount } from "@gh/contracts/money";
import { Link, useSearchParams } from "@gh/router";
import { AlertTriangle, Badge, buttonClass, PageHeader, Skeleton, useDocumentTitle } from "@gh/ui";
import { useCallback, useEffect, useState } from "react";
import { LoadFailed } from "../../../components/load-failed";
import { Pagination } from "../../../components/pagination";
import { pageCount } from "../../../components/paging";
import { SearchBox } from "../../../components/search-box";
import { useT } from "@gh/i18n";
import { useAdminProviders } from "../api/use-admin-providers";
import { AdminProviderCard } from "./admin-provider-card";
import { DeleteProviderDialog } from "./delete-provider-dialog";
import { EditProviderDialog } from "./edit-provider-dialog";
import "./admin-providers.css";

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export default function AdminProvidersPage() {
  const t = useT();
  useDocumentTitle(t("Provider Management"));
  const [params, setParams] = useSearchParams();
  const search = params.get("search") ?? "";
  const page = pageOf(params.get("page"));
  const providers = useAdminProviders(page, search);
  const [editing, setEditing] = useState<AdminProvider | null>(null);
  const [deleting, setDeleting] = useState<AdminProvider | null>(null);

  const show = useCallback(
    (next: { search: string; page: number }) => {
      const query: Record<string, string> = {};
      if (next.search) query.search = next.search;
      if (next.page > 1) query.page = String(next.page);
      setParams(query, { replace: true });
    },
    [setParams],
  );

  const total = providers.data?.total ?? 0;
  const pages = providers.data ? pageCount(total, providers.data.pageSize) : 1;

  // The last provider of the last page was deleted: show the page before it.
  useEffect(() => {
    if (providers.data && !providers.isPlaceholderData && page > pages) show({ search, page: pages });
  }, [providers.data, providers.isPlaceholderData, page, pages, search, show]);

  return (
    <>
      <PageHeader
        title={t("Provider Management")}
        description={t("Search, edit and remove the providers listed in the directory.")}
        actions={
          <Link to="/admin" className={buttonClass("outline")}>
            {t("Admin Dashboard")}
          </Link>
        }
      />
      <div className="container admin-providers">
        <p className="admin-providers__warning">
          <AlertTriangle size={20} />
          <span>{t(ADMIN_TEXTS.deletionWarning)}</span>
        </p>

        <div className="admin-providers__search">
          {/* A new search starts on its first page. */}
          <SearchBox
            label={t("Search providers")}
            hint={t("Name, e-mail, specialty or location")}
            value={search}
            onSearch={(next) => show({ search: next, page: 1 })}
          />
        </div>

        <div className="admin-providers__summary">
          <h2 className="admin-providers__heading">{t("Providers")}</h2>
          {providers.data && (
            <Badge tone="brand" className="admin-providers__count">
              {formatCount(total)}
            </Badge>
          )}
          <p className="ui-sr-only" role="status">
            {providers.data
              ? search
                ? t('{count, plural, one {# provider match "{search}"} other {# providers match "{search}"}}', { count: total, search })
                : t("{count, plural, one {# provider} other {# providers}}", { count: total })
              : ""}
          </p>
        </div>

        {providers.isPending ? (
          <ProvidersSkeleton />
        ) : providers.isError ? (
          <LoadFailed title={t("We could not load the providers")} onRetry={() => void providers.refetch()} retrying={providers.isFetching} />
        ) : providers.data.items.length === 0 ? (
          <div className="admin-providers__message admin-providers__message--empty">
            <h3>{t(ADMIN_TEXTS.noProviders)}</h3>
            <p>{search ? t('No provider\'s name, e-mail, specialty or location matches "{search}".', { search }) : t("No provider has registered yet.")}</p>
          </div>
        ) : (
          <>
            <ul className="admin-providers__list" aria-busy={providers.isPlaceholderData || undefined}>
              {providers.data.items.map((provider) => (
                <li key={provider.id}>
                  <AdminProviderCard provider={provider} onEdit={setEditing} onDelete={setDeleting} />
                </li>
              ))}
            </ul>
            <Pagination page={page} pages={pages} onPageChange={(next) => show({ search, page: next })} label={t("Provider pages")} />
          </>
        )}
      </div>

      <EditProviderDialog provider={editing} onClose={() => setEditing(null)} />
      <DeleteProviderDialog provider={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

function ProvidersSkeleton() {
  const t = useT();
  return (
    <ul className="admin-providers__list" aria-busy="true" aria-label={t("Loading providers")}>
      {[0, 1, 2].map((index) => (
        <li key={index}>
          <Skeleton height={220} className="admin-providers__skeleton" />
        </li>
      ))}
    </ul>
  );
}

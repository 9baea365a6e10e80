/**
 * The licence verification queue (docs/product-rules.md#licences-and-nhis): GET /api/admin/licences
 * lists licences of one status a page at a time; POST /api/admin/licences/:id/approve approves a
 * waiting one for this year (or, from 1 December, the next), POST .../reject rejects it with the
 * reason its provider is told. Each decision, its effect on the provider and its audit entry are one
 * batch; the provider is told after it is saved.
 */
import { LICENCE_QUEUE_PAGE_SIZE } from "@gh/contracts/licences/options";
import { msg } from "@gh/contracts/msg";
import { database, type Database } from "../../db/client.ts";
import { approveLicence, licenceQueuePage, queuedLicenceById, rejectLicence, type QueuedLicence } from "../../db/licences.ts";
import { noticeProviders } from "../../db/reminders.ts";
import type { Bindings } from "../../env.ts";
import { AppError, notFound } from "../../http/errors.ts";
import { declaredRoutes } from "../../http/openapi.ts";
import { approvableYears, ghanaYear } from "@gh/contracts/licences/options";
import { notifyProviderOf, type NoticeProvider, type ProviderNotice } from "../../notifications/appointment-notices.ts";
import { licenceApprovedForNextYearNotice, licenceRejectedNotice, licenceVerifiedNotice } from "../../notifications/licence-notices.ts";
import { toAdminLicence } from "../licences/serialize.ts";
import { approveLicenceRoute, licenceQueueRoute, rejectLicenceRoute } from "./routes.ts";

const LICENCE_NOT_FOUND = msg("Licence not found");
const NOT_WAITING = msg("This licence was already approved or rejected.");
const YEAR_THIS = msg("A licence can be approved for {year} only.");
const YEAR_THIS_OR_NEXT = msg("A licence can be approved for {year} or {next} only.");

async function queuedLicence(db: Database, id: number): Promise<QueuedLicence> {
  const queued = await queuedLicenceById(db, id);
  if (!queued) throw notFound(LICENCE_NOT_FOUND);
  if (queued.licence.status !== "pending") throw new AppError(409, "conflict", NOT_WAITING);
  return queued;
}

function refuseYear(year: number, now: number) {
  const years = approvableYears(now);
  if (years.includes(year)) return;
  const message = years.length === 1 ? YEAR_THIS : YEAR_THIS_OR_NEXT;
  throw new AppError(400, "validation_failed", message, { year: message }, undefined, { year: String(years[0]), next: String(years[0]! + 1) });
}

/** Tells the licence's provider of the decision (logged, never thrown: the decision stands). */
async function tellProvider(env: Bindings, db: Database, providerId: number, build: (provider: NoticeProvider) => ProviderNotice) {
  const provider = (await noticeProviders(db, [providerId])).get(providerId);
  if (provider) await notifyProviderOf(env, db, provider, () => build(provider));
}

/** What the audit log keeps of a licence. */
const audited = (licence: QueuedLicence["licence"]) => ({ providerId: licence.providerId, status: licence.status, validForYear: licence.validForYear, rejectionReason: licence.rejectionReason });

async function decided(db: Database, id: number) {
  const row = await queuedLicenceById(db, id);
  if (!row) throw notFound(LICENCE_NOT_FOUND);
  return toAdminLicence(row);
}

export const adminLicencesRoutes = declaredRoutes()
  .openapi(licenceQueueRoute, async (c) => {
    const { status, page } = c.req.valid("query");
    const { rows, total } = await licenceQueuePage(database(c.env), status, page);
    return c.json({ status, items: rows.map(toAdminLicence), total, page, pageSize: LICENCE_QUEUE_PAGE_SIZE }, 200);
  })
  .openapi(approveLicenceRoute, async (c) => {
    const db = database(c.env);
    const now = Date.now();
    const { id } = c.req.valid("param");
    const { year } = c.req.valid("json");
    refuseYear(year, now);
    const { licence } = await queuedLicence(db, id);
    const verifiesNow = year === ghanaYear(now);
    const approved = await approveLicence(db, {
      licence,
      admin: c.get("user"),
      now,
      year,
      verifiesNow,
      audit: { action: "licence.approve", before: audited(licence), after: { ...audited(licence), status: "approved", validForYear: year } },
    });
    if (!approved) throw new AppError(409, "conflict", NOT_WAITING);
    await tellProvider(c.env, db, licence.providerId, (provider) =>
      verifiesNow ? licenceVerifiedNotice(provider, year, approved.regulator) : licenceApprovedForNextYearNotice(provider, year, approved.regulator),
    );
    return c.json(await decided(db, id), 200);
  })
  .openapi(rejectLicenceRoute, async (c) => {
    const db = database(c.env);
    const now = Date.now();
    const { id } = c.req.valid("param");
    const { reason } = c.req.valid("json");
    const { licence } = await queuedLicence(db, id);
    const rejected = await rejectLicence(db, {
      licence,
      admin: c.get("user"),
      now,
      reason,
      audit: { action: "licence.reject", before: audited(licence), after: { ...audited(licence), status: "rejected", rejectionReason: reason } },
    });
    if (!rejected) throw new AppError(409, "conflict", NOT_WAITING);
    await tellProvider(c.env, db, licence.providerId, (provider) => licenceRejectedNotice(provider, reason));
    return c.json(await decided(db, id), 200);
  });

/**
 * GET /api/providers/dashboard: the provider, a page of their paid appointments (newest slot first,
 * by status and Ghana date range), their latest reviews and the practice's numbers. Two D1 round
 * trips: the provider by account, then one batch for the rest.
 */
import { pesewasToCedis } from "@gh/contracts/money";
import { PROVIDER_APPOINTMENTS_PAGE_SIZE, type ProviderDashboard } from "@gh/contracts/providers/options";
import { DAY_MS } from "@gh/contracts/schedule";
import { requireUser } from "../../auth/guards.ts";
import { database } from "../../db/client.ts";
import { dashboardData, statsClock, type AppointmentListFilter } from "../../db/provider-practice.ts";
import { declaredRoutes, guarded } from "../../http/openapi.ts";
import { ownProvider } from "./own-provider.ts";
import { toReview } from "../../db/provider-records.ts";
import { dashboardRoute } from "./routes.ts";
import { toProviderAppointment, usesDefaultHours } from "./serialize.ts";

/** A Ghana day "YYYY-MM-DD" starts at UTC midnight (Ghana keeps UTC). */
const dayStart = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);

export const dashboardRoutes = declaredRoutes().openapi(guarded(dashboardRoute, requireUser("provider")), async (c) => {
  const db = database(c.env);
  const provider = await ownProvider(db, c.get("user"));
  const query = c.req.valid("query");
  const filter: AppointmentListFilter = {
    page: query.page,
    status: query.status,
    from: query.from ? dayStart(query.from) : undefined,
    // The last day counts whole: up to the next day's midnight.
    to: query.to ? dayStart(query.to) + DAY_MS : undefined,
  };
  const data = await dashboardData(db, provider.id, filter, statsClock(Date.now()));
  const dashboard: ProviderDashboard = {
    provider,
    appointments: { items: data.appointments.map(toProviderAppointment), total: data.total, page: query.page, pageSize: PROVIDER_APPOINTMENTS_PAGE_SIZE },
    reviews: data.reviews.map(toReview),
    stats: {
      todayAppointments: data.stats.todayAppointments,
      upcomingAppointments: data.stats.upcomingAppointments,
      pendingConfirmations: data.stats.pendingConfirmations,
      completedThisMonth: data.stats.completedThisMonth,
      earningsThisMonth: pesewasToCedis(data.stats.earningsThisMonthPesewas),
      averageRating: provider.averageRating,
      reviewCount: provider.reviewCount,
    },
    usingDefaultHours: usesDefaultHours(provider),
  };
  return c.json(dashboard, 200);
});

/** Joining a remote visit's call: the appointment with the provider it is with, in one read. */
import { eq } from "drizzle-orm";
import type { Database } from "./client.ts";
import { appointments, providers, users } from "./schema.ts";

export type CallParties = NonNullable<Awaited<ReturnType<typeof callParties>>>;

/** The appointment, its provider's account and how the patient is shown them (name and practice phone); null when there is none. */
export async function callParties(db: Database, appointmentId: number) {
  const [row] = await db
    .select({
      appointment: appointments,
      provider: { userId: providers.userId, title: providers.title, phone: providers.phone },
      providerUser: { firstName: users.firstName, lastName: users.lastName },
    })
    .from(appointments)
    .innerJoin(providers, eq(providers.id, appointments.providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(appointments.id, appointmentId))
    .limit(1);
  return row ?? null;
}

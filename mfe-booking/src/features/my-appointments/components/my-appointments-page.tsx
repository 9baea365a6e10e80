import { PageHeader } from "@gh/ui";

export default function MyAppointmentsPage() {
  return <PageHeader title="My Appointments" description="Your booked appointments, their payment and their status." />;
}

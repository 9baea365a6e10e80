/** /my-appointments (SPEC §2 "Patient screens"): a card per appointment, newest first, with its actions. */
import { MESSAGES } from "@gh/contracts";
import { Link } from "@gh/router";
import { Button, buttonClass, Calendar, Card, PageHeader, Search, Skeleton, Spinner, useDocumentTitle } from "@gh/ui";
import { useMyAppointments } from "../api/use-my-appointments";
import { AppointmentCard } from "./appointment-card";
import "./my-appointments.css";

const PLACEHOLDER_CARDS = 3;

export default function MyAppointmentsPage() {
  useDocumentTitle("My Appointments");
  const appointments = useMyAppointments();

  let content;
  if (appointments.isPending) {
    content = <AppointmentSkeletons />;
  } else if (appointments.isError && !appointments.data) {
    // A failed refresh (the list is asked again while a refund is on its way) keeps the list it has.
    content = (
      <div className="my-appointments__message" role="alert">
        <h2>We could not load your appointments</h2>
        <p>Check your connection and try again.</p>
        <Button onClick={() => void appointments.refetch()} loading={appointments.isFetching}>
          {MESSAGES.retry}
        </Button>
      </div>
    );
  } else if (!appointments.data?.length) {
    content = (
      <Card className="my-appointments__message my-appointments__empty">
        <Calendar size={40} />
        <h2>No Appointments Yet</h2>
        <p>When you book a visit with a doctor or another provider, it will appear here.</p>
        <Link to="/search" className={buttonClass("primary")}>
          <Search size={18} /> Find Providers
        </Link>
      </Card>
    );
  } else {
    content = (
      <ul className="my-appointments__list">
        {appointments.data.map((appointment) => (
          <AppointmentCard key={appointment.id} appointment={appointment} />
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader title="My Appointments" description="Your booked appointments, their payment and their status." />
      <div className="container my-appointments">{content}</div>
    </>
  );
}

function AppointmentSkeletons() {
  return (
    <div className="my-appointments__list" aria-busy="true">
      <Spinner label="Loading appointments..." className="my-appointments__spinner" />
      {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
        <Card key={index} className="appointment-card" aria-hidden="true">
          <div className="appointment-card__skeleton">
            <Skeleton height={24} width="55%" />
            <Skeleton height={16} width="30%" />
            <Skeleton height={16} width="80%" />
            <Skeleton height={16} width="65%" />
          </div>
        </Card>
      ))}
    </div>
  );
}

/**
 * /my-appointments (docs/product-rules.md#screens-and-texts): the patient's visits in two lists, Upcoming (soonest
 * first, so the next visit leads) and Past (newest first, cancelled visits after the ones that took
 * place), each paged on the server, a card per appointment with its actions.
 */
import type { MyAppointmentView } from "@gh/contracts/appointments/options";
import { MESSAGES } from "@gh/contracts/messages";
import { Link } from "@gh/router";
import { Button, buttonClass, Calendar, Card, PageHeader, Search, Skeleton, Spinner, useDocumentTitle } from "@gh/ui";
import { useId, useRef, useState } from "react";
import { msg, useT } from "@gh/i18n";
import { useMyAppointments } from "../api/use-my-appointments";
import { AppointmentCard } from "./appointment-card";
import "./my-appointments.css";

const PLACEHOLDER_CARDS = 3;

/** Each list's heading, what it says when empty, and its pages' name (English: shown with t()). */
const SECTIONS: Record<MyAppointmentView, { title: string; empty: string; pages: string }> = {
  upcoming: {
    // translators: the heading of the list of appointments still ahead
    title: msg("Upcoming"),
    empty: msg("No upcoming appointments. Book a visit from Find Providers."),
    pages: msg("Upcoming appointments pages"),
  },
  past: {
    // translators: the heading of the list of appointments that have taken place or were cancelled
    title: msg("Past"),
    empty: msg("No past appointments yet."),
    pages: msg("Past appointments pages"),
  },
};

export default function MyAppointmentsPage() {
  const t = useT();
  useDocumentTitle(t("My Appointments"));
  const [upcomingPage, setUpcomingPage] = useState(1);
  const [pastPage, setPastPage] = useState(1);
  const upcoming = useMyAppointments("upcoming", upcomingPage);
  const past = useMyAppointments("past", pastPage);

  let content;
  if (upcoming.isPending || past.isPending) {
    content = <AppointmentSkeletons />;
  } else if ((upcoming.isError && !upcoming.data) || (past.isError && !past.data)) {
    // A failed refresh (the list is asked again while a refund is on its way) keeps the list it has.
    content = (
      <div className="my-appointments__message" role="alert">
        <h2>{t("We could not load your appointments")}</h2>
        <p>{t("Check your connection and try again.")}</p>
        <Button onClick={() => void Promise.all([upcoming.refetch(), past.refetch()])} loading={upcoming.isFetching || past.isFetching}>
          {t(MESSAGES.retry)}
        </Button>
      </div>
    );
  } else if (!upcoming.data?.total && !past.data?.total) {
    content = (
      <Card className="my-appointments__message my-appointments__empty">
        <Calendar size={40} />
        <h2>{t("No Appointments Yet")}</h2>
        <p>{t("When you book a visit with a doctor or another provider, it will appear here.")}</p>
        <Link to="/search" className={buttonClass("primary")}>
          <Search size={18} /> {t("Find Providers")}
        </Link>
      </Card>
    );
  } else {
    content = (
      <>
        <AppointmentSection view="upcoming" list={upcoming} page={upcomingPage} onPage={setUpcomingPage} />
        <AppointmentSection view="past" list={past} page={pastPage} onPage={setPastPage} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t("My Appointments")} description={t("Your booked appointments, their payment and their status.")} />
      <div className="container my-appointments">{content}</div>
    </>
  );
}

interface AppointmentSectionProps {
  view: MyAppointmentView;
  list: ReturnType<typeof useMyAppointments>;
  page: number;
  onPage: (page: number) => void;
}

function AppointmentSection({ view, list, page, onPage }: AppointmentSectionProps) {
  const t = useT();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { items = [], total = 0, pageSize = 1 } = list.data ?? {};
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const section = SECTIONS[view];

  // Another page replaces the cards: the list's heading takes focus, so reading starts at its top.
  function turnTo(next: number) {
    onPage(next);
    headingRef.current?.focus();
  }

  return (
    <section className="my-appointments__section" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="my-appointments__heading">
        {t(section.title)} <span className="my-appointments__count">({total})</span>
      </h2>
      {items.length === 0 ? (
        <p className="my-appointments__none">{t(section.empty)}</p>
      ) : (
        <ul className="my-appointments__list" aria-busy={list.isPlaceholderData || undefined}>
          {items.map((appointment) => (
            <AppointmentCard key={appointment.id} appointment={appointment} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="my-appointments__pager" aria-label={t(section.pages)}>
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => turnTo(page - 1)}>
            {t("Previous")}
          </Button>
          <span aria-live="polite">{t("Page {page} of {pages}", { page, pages })}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => turnTo(page + 1)}>
            {t("Next")}
          </Button>
        </nav>
      )}
    </section>
  );
}

function AppointmentSkeletons() {
  const t = useT();
  return (
    <div className="my-appointments__list" aria-busy="true">
      <Spinner label={t("Loading appointments...")} className="my-appointments__spinner" />
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

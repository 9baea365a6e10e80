/** The booking form's state: what the patient chose and typed, and the problems shown beside it. */
import type { SlotAvailability } from "@gh/contracts/appointments";
import type { AccountUser } from "@gh/contracts/auth";
import type { VisitType } from "@gh/contracts/visit-types";
import { useEffect, useState } from "react";
import { newBookingForm, withAccountDetails, type BookingForm, type ContactField } from "../booking-form";
import { NO_PROBLEMS, type BookingProblems } from "../booking-problems";

export interface BookingFormState {
  form: BookingForm;
  problems: BookingProblems;
  /** Goes up each time problems are reported, so focus moves to the first of them once (not on every keystroke). */
  problemsReported: number;
  chooseVisitType: (visitType: VisitType) => void;
  chooseDate: (date: string) => void;
  chooseSlot: (slot: SlotAvailability) => void;
  changeContact: (field: ContactField, value: string) => void;
  report: (problems: BookingProblems, options?: { clearSlot?: boolean }) => void;
  /** Every field back to the start (contact details from the account again). */
  reset: () => void;
}

export function useBookingForm(patient: AccountUser | null): BookingFormState {
  const [form, setForm] = useState(() => newBookingForm(patient));
  const [problems, setProblems] = useState(NO_PROBLEMS);
  const [problemsReported, setProblemsReported] = useState(0);

  useEffect(() => {
    if (patient) setForm((current) => withAccountDetails(current, patient));
  }, [patient]);

  return {
    form,
    problems,
    problemsReported,
    // The same slots serve every kind of visit: the chosen date and time stay.
    chooseVisitType: (visitType) => {
      setForm((current) => ({ ...current, visitType }));
      setProblems((current) => ({ ...current, visitType: null }));
    },
    chooseDate: (date) => {
      setForm((current) => (current.date === date ? current : { ...current, date, slot: null }));
      setProblems((current) => ({ ...current, slot: null }));
    },
    chooseSlot: (slot) => {
      setForm((current) => ({ ...current, slot }));
      setProblems((current) => ({ ...current, slot: null }));
    },
    changeContact: (field, value) => {
      setForm((current) => ({ ...current, [field]: value }));
      setProblems((current) => ({ ...current, fields: { ...current.fields, [field]: undefined } }));
    },
    report: (next, options) => {
      setProblems(next);
      setProblemsReported((count) => count + 1);
      if (options?.clearSlot) setForm((current) => ({ ...current, slot: null }));
    },
    reset: () => {
      setForm(newBookingForm(patient));
      setProblems(NO_PROBLEMS);
    },
  };
}

import { describe, expect, it } from "vitest";
import { refusalProblems, slotWasTaken } from "./booking-problems";

describe("why a booking was refused, shown in the dialog", () => {
  it("asks for another time when the slot was just taken", () => {
    const taken = { status: 409, message: "This time slot has just been taken. Please choose another time.", fields: {} };
    expect(refusalProblems(taken)).toEqual({
      fields: {},
      slot: "This time slot has just been taken. Please choose another time.",
      visitType: null,
      general: null,
    });
    expect(refusalProblems({ ...taken, message: null }).slot).toBe("This time slot has just been taken. Please choose another time.");
    expect(slotWasTaken(taken)).toBe(true);
  });

  it("puts the server's field messages under the fields they are about", () => {
    const problems = refusalProblems({
      status: 400,
      message: "Check the form",
      fields: { patientPhone: "Enter a Ghana phone number, e.g. +233 24 123 4567", appointmentDate: "This time has already passed. Please choose a later time." },
    });
    expect(problems).toEqual({
      fields: { patientPhone: "Enter a Ghana phone number, e.g. +233 24 123 4567" },
      slot: "This time has already passed. Please choose a later time.",
      visitType: null,
      general: null,
    });
    // The kind of visit refused: said at the choice of visit, not above Proceed.
    const notOffered = "This provider does not offer this kind of visit. Please choose another.";
    expect(refusalProblems({ status: 400, message: "Check the form", fields: { visitType: notOffered } })).toEqual({
      fields: {},
      slot: null,
      visitType: notOffered,
      general: null,
    });
    // A field the form does not show is said above Proceed.
    expect(refusalProblems({ status: 400, message: "Check the form", fields: { providerId: "Choose a provider" } }).general).toEqual({ text: "Choose a provider" });
    expect(refusalProblems({ status: 400, message: "Check the form", fields: {} }).general).toEqual({ text: "Check the form" });
  });

  it("offers to verify the account when the server wants a verified patient", () => {
    expect(refusalProblems({ status: 403, message: "Please verify your email before booking.", fields: {} }).general).toEqual({
      text: "Please verify your email before booking.",
      verifyAccount: true,
    });
  });

  it("explains a lost session and a lost connection", () => {
    expect(refusalProblems({ status: 401, message: "Not signed in", fields: {} }).general?.text).toBe("You have been signed out. Please sign in again to book.");
    expect(refusalProblems({ status: null, message: null, fields: {} }).general?.text).toBe("We could not reach the server. Check your connection and try again.");
    expect(slotWasTaken({ status: 500, message: null, fields: {} })).toBe(false);
  });
});

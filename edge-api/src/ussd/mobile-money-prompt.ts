/**
 * The mobile-money prompt of a held USSD booking (Paystack's Charge API) is not wired yet: the desk's
 * requestPayment throws this, and the session logs it, so nothing pretends a booking was paid. The
 * hold lapses by itself after 15 minutes, as an unpaid web booking does.
 */
export class MobileMoneyPromptUnavailable extends Error {
  constructor(readonly appointmentId: number) {
    super(`No mobile-money prompt for USSD bookings yet: appointment ${appointmentId} stays held until its hold lapses`);
    this.name = "MobileMoneyPromptUnavailable";
  }
}

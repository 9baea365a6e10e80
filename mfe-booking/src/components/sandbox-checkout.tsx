/**
 * The test checkout the sandbox gateway opens (docs/product-rules.md#payments): it looks like a payment, charges nothing,
 * and lets a tester approve, decline or close it. Never asks for a real card number. A mobile money
 * number must be on the network chosen (mobile-money.ts in @gh/contracts), as the server also checks.
 */
import { readApiProblem } from "@gh/api-client";
import { mobileMoneyNumberProblem } from "@gh/contracts/mobile-money";
import { formatCedis, pesewasToCedis } from "@gh/contracts/money";
import { CARD_BRANDS, MOBILE_MONEY_NETWORKS, type SandboxChannel } from "@gh/contracts/payments/options";
import { msg, Trans, useT } from "@gh/i18n";
import { Button, Field, Info, Input } from "@gh/ui";
import { useEffect, useId, useRef, useState } from "react";
import { chargeSandbox } from "../lib/payments-api";
import type { CheckoutRequest } from "../lib/checkout-request";
import type { CheckoutResult } from "../lib/run-booking";
// Imported here, not only by the dialogs around it: the booking dialog showed this checkout unstyled.
import "./checkout.css";

/** The ways to pay: the networks by their brand names, and the card (English, shown with t() and its brands). */
const CHANNELS: ReadonlyArray<{ id: SandboxChannel; name: string; brands?: { first: string; second: string } }> = [
  ...MOBILE_MONEY_NETWORKS,
  // translators: a way to pay; {first} and {second} are card brands ("Visa", "Mastercard")
  { id: "card", name: msg("Card ({first} or {second})"), brands: { first: CARD_BRANDS[0], second: CARD_BRANDS[1] } },
];

export interface SandboxCheckoutProps {
  request: CheckoutRequest;
  onFinish: (result: CheckoutResult | Error) => void;
}

export function SandboxCheckout({ request, onFinish }: SandboxCheckoutProps) {
  const t = useT();
  const [channel, setChannel] = useState<SandboxChannel>("mtn");
  const [charging, setCharging] = useState<"success" | "failed" | null>(null);
  const [phone, setPhone] = useState(request.metadata.patientPhone);
  /** A wallet number that is not on the chosen network (checked here and again by the server). */
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const phoneRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const phoneId = useId();

  // The checkout replaces the form: take focus to it, so a screen reader says where the patient is.
  useEffect(() => headingRef.current?.focus(), []);

  // Declined or approved, the checkout "completes": the server's verification says whether it was paid.
  async function charge(outcome: "success" | "failed") {
    const mobile = channel !== "card";
    const problem = mobile ? mobileMoneyNumberProblem(channel, phone) : null;
    if (problem) {
      setPhoneError(problem);
      phoneRef.current?.focus();
      return;
    }
    setCharging(outcome);
    try {
      await chargeSandbox({ reference: request.reference, amountPesewas: request.amountPesewas, channel, outcome, ...(mobile ? { phone } : {}) });
      onFinish("completed");
    } catch (error) {
      const refused = readApiProblem(error).fields.phone;
      if (refused) {
        setCharging(null);
        setPhoneError(refused);
        return;
      }
      onFinish(error instanceof Error ? error : new Error(String(error)));
    }
  }

  return (
    <section className="checkout-sandbox" aria-labelledby={headingId}>
      {/* Heading first: focus moves to it, and the test-mode warning must be in view just below it. */}
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="checkout-heading">
        {t("Test checkout")}
      </h3>
      <p className="checkout-sandbox__banner">
        <Info size={20} />
        <span>
          <Trans message="<0>Test mode:</0> no real money is charged" components={{ 0: <strong /> }} />
        </span>
      </p>
      <p className="checkout-sandbox__amount">
        <Trans message="Amount to pay <0/>" components={{ 0: <strong>{formatCedis(pesewasToCedis(request.amountPesewas))}</strong> }} />
      </p>
      <p className="checkout-note">{t("Reference: {reference}", { reference: request.reference })}</p>
      <fieldset className="checkout-sandbox__channels" disabled={charging !== null}>
        <legend className="ui-field__label">{t("Pay with")}</legend>
        {CHANNELS.map((option) => (
          <label key={option.id} className="checkout-sandbox__channel">
            <input
              type="radio"
              name="sandbox-channel"
              value={option.id}
              checked={channel === option.id}
              onChange={() => {
                setChannel(option.id);
                setPhoneError(undefined);
              }}
            />
            <span>{option.brands ? t(option.name, option.brands) : option.name}</span>
          </label>
        ))}
      </fieldset>
      {channel === "card" ? (
        <p className="checkout-note">{t("Card payments are simulated in test mode: no card details are needed.")}</p>
      ) : (
        <Field label={t("Mobile money number")} id={phoneId} hint={t("Test mode: no prompt is sent to this phone.")} error={phoneError && t(phoneError)}>
          <Input
            ref={phoneRef}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            onChange={(event) => {
              setPhone(event.target.value);
              setPhoneError(undefined);
            }}
            disabled={charging !== null}
          />
        </Field>
      )}
      <div className="checkout-sandbox__actions">
        <Button onClick={() => void charge("success")} loading={charging === "success"} disabled={charging !== null}>
          {t("Approve payment")}
        </Button>
        <Button variant="danger" onClick={() => void charge("failed")} loading={charging === "failed"} disabled={charging !== null}>
          {t("Decline payment")}
        </Button>
        <Button variant="ghost" onClick={() => onFinish("cancelled")} disabled={charging !== null}>
          {t("Close")}
        </Button>
      </div>
    </section>
  );
}

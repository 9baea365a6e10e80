/**
 * Payment gateways behind one interface (docs/product-rules.md#payments). The browser charges through the gateway's
 * checkout with our reference; the server then asks the gateway what happened before it marks
 * anything paid, so a client can never claim a payment it did not make.
 */
import type { PaymentGatewayName } from "@gh/contracts/payments/options";

/** A transaction as the gateway reports it, in our terms. */
export interface GatewayTransaction {
  reference: string;
  /** The gateway's own word: "success" is the only one that pays. */
  status: string;
  amountPesewas: number;
  currency: string;
  /** "mobile_money", "card", … when the gateway says. */
  channel: string | null;
  /** Epoch ms, when paid. */
  paidAt: number | null;
}

export interface PaymentGateway {
  readonly name: PaymentGatewayName;
  /** What the gateway knows of the transaction with our reference; null when it knows none. */
  verify(reference: string): Promise<GatewayTransaction | null>;
}

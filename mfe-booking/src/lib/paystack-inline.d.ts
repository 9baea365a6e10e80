/** The part of @paystack/inline-js (which ships no types) that the checkout uses; see its README. */
declare module "@paystack/inline-js" {
  export interface PaystackTransactionOptions {
    key: string;
    email: string;
    /** In the currency's subunit: pesewas for GHS. */
    amount: number;
    currency?: string;
    reference?: string;
    metadata?: Record<string, unknown>;
    onSuccess?: (transaction: { id: number; reference: string; message: string }) => void;
    onCancel?: () => void;
    onError?: (error: { message: string }) => void;
    onLoad?: (response: { id: number; accessCode: string }) => void;
  }

  export default class PaystackPop {
    newTransaction(options: PaystackTransactionOptions): unknown;
    cancelTransaction(idOrTransaction: unknown): void;
  }
}

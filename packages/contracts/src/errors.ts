/** The one JSON error shape every API failure uses (docs/product-rules.md#api-errors-and-limits). */
export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    /** Field name -> message, for validation failures. */
    fields?: Record<string, string>;
    /** With a 429 or 503: seconds until trying again may succeed (as the Retry-After header says). */
    retryAfterSeconds?: number;
  };
}

export const ERROR_CODES = [
  "bad_request",
  "validation_failed",
  "unauthenticated",
  "forbidden",
  "not_found",
  "method_not_allowed",
  "conflict",
  /** A booking with a provider whose licence has not been checked yet (docs/product-rules.md#licences-and-nhis). */
  "booking_closed",
  "invalid_code",
  "payment_not_verified",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "unavailable",
  "internal",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

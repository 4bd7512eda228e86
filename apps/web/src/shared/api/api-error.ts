import type { ApiErrorBody } from '@maeum/api-types';

/** The gateway's error envelope. */
export interface ApiErrorEnvelope extends ApiErrorBody {
  /** weak_password: why the server refused the password. */
  reasons?: string[];
}

/** Codes the client itself assigns when there is no usable envelope. */
export const CLIENT_ERROR_CODES = {
  /** 502/503/504: the gateway or a service behind it is down for a moment. Worth one retry. */
  unavailable: 'unavailable',
  /** fetch() itself failed: offline, DNS, connection reset. Worth one retry. */
  network: 'network_error',
  /** A non-2xx answer without a JSON envelope. */
  http: 'http_error',
  /** A 2xx answer that claims JSON but is not. */
  invalidResponse: 'invalid_response',
} as const;

const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  readonly code: string;
  /** Validation messages by field name (first message per field), empty when there are none. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** Quote this to support; the gateway logs it with the failure. */
  readonly errorId?: string;
  readonly retryable: boolean;
  /** Reasons the server gave (weak_password), empty when there are none. */
  readonly reasons: readonly string[];
  /** From a 429's Retry-After header: how long the server asks us to wait, in milliseconds. */
  readonly retryAfterMs?: number;
  /** payment_failed: why, in our terms (PaymentFailureReason), for the reader's own words. */
  readonly reason?: string;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fieldErrors?: Record<string, string>;
    errorId?: string;
    retryable?: boolean;
    reasons?: readonly string[];
    retryAfterMs?: number;
    reason?: string;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
    this.errorId = init.errorId;
    this.retryable = init.retryable ?? false;
    this.reasons = init.reasons ?? [];
    this.retryAfterMs = init.retryAfterMs;
    this.reason = init.reason;
  }

  /**
   * Builds the error for a non-2xx response from its (possibly missing or foreign) body and, when
   * given, its Retry-After header (seconds or an HTTP date).
   */
  static fromResponse(
    status: number,
    statusText: string,
    body: unknown,
    retryAfter?: string | null,
    now: number = Date.now(),
  ): ApiError {
    const envelope = isEnvelope(body) ? body : null;
    const unavailable = UNAVAILABLE_STATUSES.has(status);
    return new ApiError({
      status,
      // A proxy in front of the gateway answers 502-504 with its own page; one code covers them all.
      code: unavailable ? CLIENT_ERROR_CODES.unavailable : (envelope?.code ?? CLIENT_ERROR_CODES.http),
      message: envelope?.message || statusText || `HTTP ${status}`,
      fieldErrors: envelope ? toFieldErrors(envelope.errors) : {},
      errorId: envelope?.errorId,
      retryable: unavailable,
      reasons: envelope ? toReasons(envelope.reasons) : [],
      retryAfterMs: parseRetryAfter(retryAfter, now),
      reason: typeof envelope?.['reason'] === 'string' ? envelope['reason'] : undefined,
    });
  }

  static network(cause: unknown): ApiError {
    const error = new ApiError({
      status: 0,
      code: CLIENT_ERROR_CODES.network,
      message: cause instanceof Error ? cause.message : 'Network request failed',
      retryable: true,
    });
    error.cause = cause;
    return error;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isEnvelope(body: unknown): body is ApiErrorEnvelope {
  if (typeof body !== 'object' || body === null) return false;
  const candidate = body as Record<string, unknown>;
  return typeof candidate['code'] === 'string' && typeof candidate['message'] === 'string';
}

function toFieldErrors(errors: ApiErrorEnvelope['errors']): Record<string, string> {
  const byField: Record<string, string> = {};
  if (!Array.isArray(errors)) return byField;
  for (const entry of errors) {
    if (
      entry &&
      typeof entry.field === 'string' &&
      typeof entry.message === 'string' &&
      !(entry.field in byField)
    ) {
      byField[entry.field] = entry.message;
    }
  }
  return byField;
}

function toReasons(reasons: unknown): string[] {
  return Array.isArray(reasons)
    ? reasons.filter((reason): reason is string => typeof reason === 'string')
    : [];
}

/** Retry-After is either delta-seconds or an HTTP date; anything else is ignored. */
export function parseRetryAfter(
  value: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

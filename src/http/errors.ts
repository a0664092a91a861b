/** Every error the API answers, in one table: status and code per kind. */
export const ERROR_KINDS = {
  INVALID_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_KINDS;

export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  /** Extra body fields (e.g. retryAfter) and headers for this error. */
  readonly extra: Record<string, unknown> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(code: ErrorCode, message: string, extra?: Record<string, unknown>, headers?: Record<string, string>) {
    super(message);
    this.code = code;
    this.status = ERROR_KINDS[code];
    this.extra = extra;
    this.headers = headers;
  }

  body(): Record<string, unknown> {
    return { error: this.message, code: this.code, ...this.extra };
  }
}

export const invalid = (message: string) => new ApiError('INVALID_REQUEST', message);

/** An API failure: HTTP status (0 when no answer came back), the server's code and French message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors?: Record<string, string>;
  readonly details?: unknown;

  constructor(status: number, code: string, message: string, extra: { errors?: unknown; details?: unknown } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = isFieldErrors(extra.errors) ? extra.errors : undefined;
    this.details = extra.details;
  }
}

function isFieldErrors(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');
}

export const NETWORK_ERROR = 'NETWORK_ERROR';
export const INVALID_RESPONSE = 'INVALID_RESPONSE';

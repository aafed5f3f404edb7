/** Every error the API can answer, with its HTTP status. One table, used by the server's error handler. */
export const ErrorCode = {
  Validation: 'VALIDATION',
  BadRequest: 'BAD_REQUEST',
  InvalidCredentials: 'INVALID_CREDENTIALS',
  TooManyAttempts: 'TOO_MANY_ATTEMPTS',
  TokenExpired: 'TOKEN_EXPIRED',
  TokenInvalid: 'TOKEN_INVALID',
  Unauthenticated: 'UNAUTHENTICATED',
  RefreshInvalid: 'REFRESH_INVALID',
  MissingRight: 'MISSING_RIGHT',
  Forbidden: 'FORBIDDEN',
  SubscriptionInvalid: 'SUBSCRIPTION_INVALID',
  AccountModeration: 'ACCOUNT_MODERATION',
  FakeDataWrite: 'FAKE_DATA_WRITE',
  NotFound: 'NOT_FOUND',
  /** A link that existed but may no longer be used (a used or expired signature link). */
  Gone: 'GONE',
  Conflict: 'CONFLICT',
  PlanningBlocked: 'PLANNING_BLOCKED',
  IdempotencyMismatch: 'IDEMPOTENCY_MISMATCH',
  FileRefused: 'FILE_REFUSED',
  /** Well-formed input that the agency's data refuses (e.g. a checkpoint of another site). */
  Unprocessable: 'UNPROCESSABLE',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  Maintenance: 'MAINTENANCE',
  Internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorStatus: Record<ErrorCode, number> = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  INVALID_CREDENTIALS: 401,
  TOO_MANY_ATTEMPTS: 429,
  TOKEN_EXPIRED: 401,
  TOKEN_INVALID: 401,
  UNAUTHENTICATED: 401,
  REFRESH_INVALID: 401,
  MISSING_RIGHT: 403,
  FORBIDDEN: 403,
  SUBSCRIPTION_INVALID: 402,
  ACCOUNT_MODERATION: 403,
  FAKE_DATA_WRITE: 403,
  NOT_FOUND: 404,
  GONE: 410,
  CONFLICT: 409,
  PLANNING_BLOCKED: 409,
  IDEMPOTENCY_MISMATCH: 422,
  FILE_REFUSED: 422,
  UNPROCESSABLE: 422,
  PAYLOAD_TOO_LARGE: 413,
  MAINTENANCE: 503,
  INTERNAL: 500,
};

/** 401 codes after which the client refreshes its token and replays the call. */
export const refreshableCodes: ReadonlySet<string> = new Set([ErrorCode.TokenExpired, ErrorCode.TokenInvalid]);

/** JSON body of every error answer. */
export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  errors?: Record<string, string>;
  details?: unknown;
}

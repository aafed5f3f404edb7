import { type ErrorCode, errorStatus } from './error-codes.ts';

/** The one error type of the product: a code (which fixes the HTTP status) and the French message to show. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors?: Record<string, string>;
  readonly details?: unknown;

  constructor(code: ErrorCode, message: string, options: { errors?: Record<string, string>; details?: unknown } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.errors = options.errors;
    this.details = options.details;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

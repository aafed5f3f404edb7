import { billingMessages } from '@securite/domain/billing/messages';
import { AppError } from '@securite/domain/errors/app-error';
import { type ApiErrorBody, ErrorCode, errorStatus } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

type ZodLikeIssue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

function fieldErrors(validation: readonly ZodLikeIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of validation) {
    const issuePath = issue.params?.issue?.path;
    const key =
      issuePath && issuePath.length > 0
        ? issuePath.map(String).join('.')
        : (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || '_';
    errors[key] ??= issue.message ?? messages.validation;
  }
  return errors;
}

/**
 * The SQLSTATE of a database error. Drizzle wraps driver errors (DrizzleQueryError, the driver's error as
 * `cause`), so the code is looked for down the cause chain.
 */
export function sqlStateOf(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

// PostgreSQL errors that come from the input rather than from the server: class 22 (data exception: bad
// number, date, text with a NUL byte, value too long…), values the constraints refuse, and sizes over a limit.
/** Raised by the triggers that freeze validated invoices and credit notes (migration 0021_billing). */
const FROZEN_DOCUMENT_STATE = 'BL001';
/** Raised by the trigger that bounds credit notes by their invoice (migration 0030_billing_invariants). */
const CREDIT_OVERFLOW_STATE = 'BL002';

const pgInputError = (state: string) =>
  state.startsWith('22') || state === '23502' || state === '23503' || state === '23514' || state === '54000';

/** Maps any thrown error to one error body; 5xx details never reach the client. */
export function toErrorBody(error: unknown): { status: number; body: ApiErrorBody } {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: { code: error.code, message: error.message, errors: error.errors, details: error.details },
    };
  }
  const fe = error as FastifyError & { code?: string; statusCode?: number };
  if (hasZodFastifySchemaValidationErrors(fe) || fe?.validation) {
    const errors = fieldErrors((fe.validation ?? []) as ZodLikeIssue[]);
    return { status: 400, body: { code: ErrorCode.Validation, message: messages.validation, errors } };
  }
  if (fe?.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fe?.statusCode === 413 || fe?.code === 'FST_REQ_FILE_TOO_LARGE') {
    return {
      status: 413,
      body: {
        code: ErrorCode.PayloadTooLarge,
        message: messages.payloadTooLarge,
        details: messages.payloadTooLargeCaption,
      },
    };
  }
  const state = sqlStateOf(error);
  if (state && pgInputError(state)) {
    return { status: 400, body: { code: ErrorCode.BadRequest, message: messages.badRequest } };
  }
  if (state === FROZEN_DOCUMENT_STATE) {
    return { status: 409, body: { code: ErrorCode.Conflict, message: billingMessages.frozen } };
  }
  if (state === CREDIT_OVERFLOW_STATE) {
    return { status: 409, body: { code: ErrorCode.Conflict, message: billingMessages.creditOverflow } };
  }
  // 23001: a record still used by another (ON DELETE RESTRICT), should a use case not have said it first.
  if (state === '23505' || state === '23P01' || state === '23001' || state === '40001' || state === '40P01') {
    return { status: 409, body: { code: ErrorCode.Conflict, message: messages.conflict } };
  }
  if (typeof fe?.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    const status = fe.statusCode === 429 ? 429 : fe.statusCode === 404 ? 404 : 400;
    const code =
      status === 429 ? ErrorCode.TooManyAttempts : status === 404 ? ErrorCode.NotFound : ErrorCode.BadRequest;
    const message =
      status === 429 ? messages.tooManyAttempts(60) : status === 404 ? messages.notFound : messages.badRequest;
    return { status, body: { code, message } };
  }
  return { status: errorStatus.INTERNAL, body: { code: ErrorCode.Internal, message: messages.internal } };
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route is found (a path segment over
 * maxParamLength, a malformed percent-encoding) answers the JSON error in French like any other, not Fastify's
 * English one.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const { status, body } = toErrorBody(error);
  reply.status(status).send(body);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorBody(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // A database refusal answered 4xx may still hide a missing check: keep it visible in the logs.
    else if (sqlStateOf(error)) request.log.warn({ err: error, code: body.code }, 'request refused by the database');
    else request.log.debug({ code: body.code }, 'request refused');
    const retryAfter = (body.details as { retryAfter?: unknown } | undefined)?.retryAfter;
    if (status === 429 && typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
    return reply.status(status).send(body);
  });
  app.setNotFoundHandler((_request, reply) => {
    return reply.status(404).send({ code: ErrorCode.NotFound, message: messages.routeNotFound });
  });
}

/** Shorthand for the 404 answered for anything outside the caller's tenant. */
export function notFound(message: string = messages.notFound): AppError {
  return new AppError(ErrorCode.NotFound, message);
}

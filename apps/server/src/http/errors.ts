import { AppError } from '@securite/domain/errors/app-error';
import { type ApiErrorBody, ErrorCode, errorStatus } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
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

// PostgreSQL errors that come from bad input rather than from a bug.
const pgInputErrors = new Set(['22P02', '22007', '22008', '22003', '22001', '22023', '2201X']);

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
  if (typeof fe?.code === 'string' && pgInputErrors.has(fe.code)) {
    return { status: 400, body: { code: ErrorCode.BadRequest, message: messages.badRequest } };
  }
  if (fe?.code === '23505' || fe?.code === '23P01') {
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

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorBody(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.debug({ code: body.code }, 'request refused');
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

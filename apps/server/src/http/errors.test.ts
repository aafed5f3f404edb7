import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { sqlStateOf, toErrorBody } from './errors.ts';

const pgError = (code: string) => Object.assign(new Error('db'), { code });
const wrapped = (code: string) => new DrizzleQueryError('select 1', [], pgError(code));

describe('toErrorBody', () => {
  it('keeps an AppError’s code, status and message', () => {
    expect(toErrorBody(new AppError(ErrorCode.NotFound, 'Introuvable'))).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Introuvable', errors: undefined, details: undefined },
    });
  });

  it('finds the SQLSTATE under Drizzle’s wrapper', () => {
    expect(sqlStateOf(wrapped('23505'))).toBe('23505');
    expect(sqlStateOf(new Error('plain'))).toBeNull();
  });

  it('answers 400 for data the database refuses (NUL byte, bad number, too long, missing reference)', () => {
    for (const code of ['22021', '22P02', '22001', '22003', '23503', '23502', '54000']) {
      expect(toErrorBody(wrapped(code)).status, code).toBe(400);
      expect(toErrorBody(pgError(code)).status, code).toBe(400);
    }
  });

  it('answers 409 for duplicates, exclusions, records still in use and lost races', () => {
    for (const code of ['23505', '23P01', '23001', '40001', '40P01']) {
      expect(toErrorBody(wrapped(code))).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
    }
  });

  it('hides anything else behind a 500 with no detail', () => {
    expect(toErrorBody(new Error('secret'))).toEqual({
      status: 500,
      body: { code: 'INTERNAL', message: 'Une erreur inattendue est survenue. Réessayez plus tard.' },
    });
    expect(toErrorBody(wrapped('XX000')).status).toBe(500);
  });

  it('maps framework 4xx errors without leaking their text', () => {
    const tooLarge = Object.assign(new Error('too large'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 });
    expect(toErrorBody(tooLarge)).toMatchObject({ status: 413, body: { message: 'Erreur: fichiers volumineux' } });
    const unsupported = Object.assign(new Error('media'), { code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415 });
    expect(toErrorBody(unsupported)).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
  });
});

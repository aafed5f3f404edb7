import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './common.ts';
import { users } from './tenancy.ts';

/** Opaque refresh tokens, stored hashed, chained in families for rotation and reuse detection. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    impersonatorId: uuid('impersonator_id'),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    replacedById: uuid('replaced_by_id'),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Failed logins per account (and per known device), to slow guessing down without locking the user out. */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: tstz('last_failure_at'),
  blockedUntil: tstz('blocked_until'),
});

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    // The per-account mail limit counts the tokens of the last hour.
    index('password_reset_tokens_user_idx').on(t.userId, t.createdAt),
  ],
);

export const devices = pgTable(
  'devices',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    // Push tokens can be longer than a btree index entry allows (about 2.7 kB): uniqueness is on their hash.
    tokenHash: text('token_hash').notNull(),
    deviceInfos: jsonb('device_infos').$type<Record<string, unknown>>(),
    browserName: text('browser_name'),
    browserVersion: text('browser_version'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('devices_user_token_hash_key').on(t.userId, t.tokenHash),
    index('devices_token_hash_idx').on(t.tokenHash),
  ],
);

export const metricsEvents = pgTable('metrics_events', {
  id: id(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  event: text('event').notNull(),
  clientTimestamp: tstz('client_timestamp'),
  data: jsonb('data').$type<Record<string, unknown>>(),
  createdAt: createdAt(),
});

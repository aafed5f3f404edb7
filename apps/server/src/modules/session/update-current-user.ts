import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import type { CurrentUser, UpdateUserRequest } from '@securite/domain/session/schemas';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { refreshTokens } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/tenancy.ts';
import type { AuthContext } from '../../http/auth.ts';
import { getCurrentUser } from './get-current-user.ts';
import { tooManyAttempts } from './login.ts';
import { clearFailures, reserveAttempt } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

const currentPasswordError = (message: string) =>
  new AppError(ErrorCode.Validation, message, { errors: { currentPassword: message } });

/** Checks the current password before a change, throttled like a login (a stolen access token must not guess it). */
async function checkCurrentPassword(ctx: AppContext, auth: AuthContext, currentPassword: string | undefined) {
  if (!currentPassword) throw currentPasswordError(messages.currentPasswordRequired);
  // Its own key: an attack on the login form must not stop the owner from changing their password.
  const key = `current-password:${auth.user.id}`;
  const { wait } = await reserveAttempt(ctx.db, key);
  if (wait > 0) throw tooManyAttempts(wait);
  if (!(await verifyPassword(currentPassword, auth.user.passwordHash))) {
    throw currentPasswordError(messages.wrongCurrentPassword);
  }
  await clearFailures(ctx.db, key);
}

/**
 * Updates the caller's own profile (names, phone, menu preference, password) and ends their first login.
 * A new password ends every other session of the account; the one making the change stays signed in.
 */
export async function updateCurrentUser(
  ctx: AppContext,
  auth: AuthContext,
  input: UpdateUserRequest,
): Promise<CurrentUser> {
  let passwordHash: string | undefined;
  if (input.password !== undefined) {
    await checkCurrentPassword(ctx, auth, input.currentPassword);
    passwordHash = await hashPassword(input.password);
  }
  const user = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [updated] = await tx
      .update(users)
      .set({
        firstname: input.firstname,
        lastname: input.lastname,
        // An emptied field clears the phone.
        phone: input.phone === undefined ? undefined : input.phone || null,
        drawerNavigation: input.drawerNavigation,
        passwordHash,
        firstLogin: false,
        updatedAt: now,
      })
      .where(eq(users.id, auth.user.id))
      .returning();
    if (passwordHash) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(
          and(
            eq(refreshTokens.userId, auth.user.id),
            ne(refreshTokens.familyId, auth.familyId),
            isNull(refreshTokens.revokedAt),
          ),
        );
    }
    return updated;
  });
  return getCurrentUser(ctx, { ...auth, user });
}

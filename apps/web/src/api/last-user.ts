import type { CurrentUser } from '@securite/domain/session/schemas';
import { storage } from './external-store.ts';
import { currentUserAnswer } from './session-readers.ts';

const KEY = 'securite.lastUser';

/**
 * The signed-in user as GET /user last answered, kept on the device so that an agent who reloads the app without
 * network still gets their field screens; forgotten at logout.
 */
export const lastUser = {
  keep(user: CurrentUser): void {
    storage.write(KEY, JSON.stringify(user));
  },
  read(): CurrentUser | null {
    try {
      const text = storage.read(KEY);
      const parsed = currentUserAnswer.safeParse(text ? JSON.parse(text) : null);
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  },
  forget(): void {
    storage.write(KEY, null);
  },
};

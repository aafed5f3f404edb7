import { createExternalStore, useExternalStore } from './external-store.ts';

/** Set when the server answered 503: the whole app shows the maintenance screen with the server's message. */
export const maintenanceStore = createExternalStore<{ message: string } | null>(null);

export function useMaintenance() {
  return useExternalStore(maintenanceStore);
}

type SessionEvent = 'logged-out' | 'subscription-invalid' | 'moderation-pending' | 'tokens-refreshed';
const listeners = new Map<SessionEvent, Set<() => void>>();

/** Session events raised by the HTTP client and handled by the app (cache reset, redirects, dialogs). */
export const sessionEvents = {
  emit(event: SessionEvent) {
    for (const listener of [...(listeners.get(event) ?? [])]) listener();
  },
  on(event: SessionEvent, listener: () => void): () => void {
    let set = listeners.get(event);
    if (!set) {
      set = new Set();
      listeners.set(event, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  },
};

/** What the client needs to know about the current user, kept up to date by the session provider. */
export const sessionInfo = {
  isPlatformStaff: false,
};

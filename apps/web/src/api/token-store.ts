import { createExternalStore, storage, useExternalStore } from './external-store.ts';

export interface TokenPair {
  token: string;
  refresh_token: string;
}

const KEYS = {
  token: 'securite.token',
  refresh: 'securite.refreshToken',
  device: 'securite.deviceToken',
  admin: 'securite.adminSession',
} as const;

function readPair(): TokenPair | null {
  const token = storage.read(KEYS.token);
  const refresh = storage.read(KEYS.refresh);
  return token && refresh ? { token, refresh_token: refresh } : null;
}

function readAdminPair(): TokenPair | null {
  try {
    const raw = storage.read(KEYS.admin);
    const parsed = raw ? (JSON.parse(raw) as Partial<TokenPair>) : null;
    return parsed?.token && parsed.refresh_token ? { token: parsed.token, refresh_token: parsed.refresh_token } : null;
  } catch {
    return null;
  }
}

const pairStore = createExternalStore<TokenPair | null>(readPair());
const adminStore = createExternalStore<TokenPair | null>(readAdminPair());

/** The session's tokens, kept in localStorage so a reload stays logged in. */
export const tokenStore = {
  get: () => pairStore.get(),
  subscribe: pairStore.subscribe,
  set(pair: TokenPair) {
    storage.write(KEYS.token, pair.token);
    storage.write(KEYS.refresh, pair.refresh_token);
    pairStore.set({ token: pair.token, refresh_token: pair.refresh_token });
  },
  clear() {
    storage.write(KEYS.token, null);
    storage.write(KEYS.refresh, null);
    storage.write(KEYS.admin, null);
    adminStore.set(null);
    pairStore.set(null);
  },
  /** Re-reads localStorage (another tab logged in or out). */
  reload() {
    const pair = readPair();
    const current = pairStore.get();
    if (pair?.token !== current?.token || pair?.refresh_token !== current?.refresh_token) pairStore.set(pair);
    adminStore.set(readAdminPair());
  },
  deviceToken: () => storage.read(KEYS.device),
  setDeviceToken: (value: string) => storage.write(KEYS.device, value),
};

/** The admin's own pair while they act as another user (impersonation). */
export const adminSessionStore = {
  get: () => adminStore.get(),
  subscribe: adminStore.subscribe,
  /** Keeps the current pair aside and switches to the impersonated user's pair. */
  impersonate(target: TokenPair) {
    const own = pairStore.get();
    if (own && !adminStore.get()) {
      storage.write(KEYS.admin, JSON.stringify(own));
      adminStore.set(own);
    }
    tokenStore.set(target);
  },
  /** Comes back to the admin's own pair. */
  restore(): boolean {
    const own = adminStore.get();
    if (!own) return false;
    storage.write(KEYS.admin, null);
    adminStore.set(null);
    tokenStore.set(own);
    return true;
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values(KEYS).includes(event.key as never)) tokenStore.reload();
  });
}

export function useAccessToken(): string | null {
  return useExternalStore(pairStore)?.token ?? null;
}

export function useAdminSession(): TokenPair | null {
  return useExternalStore(adminStore);
}

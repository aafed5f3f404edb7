import { requirePlatformRole } from '../../http/auth.ts';

// Route-level onRequest guards run after the global authentication hook, and before body validation.
export const adminOnly = { onRequest: requirePlatformRole(false) };
export const adminOrSupport = { onRequest: requirePlatformRole(true) };

/**
 * A stored maintenance message: ISO dates, either bound optional. A message saved disabled (enabled false) is
 * kept for later and never closes the platform; a message stored before the flag existed counts as enabled.
 */
export interface MaintenanceSetting {
  message: string;
  startAt: string | null;
  endAt: string | null;
  enabled?: boolean;
}

/** Whether the window is open at `now`: enabled, started (or no start) and not yet ended (or no end). */
export function maintenanceActive(setting: MaintenanceSetting | null, now: Date): boolean {
  if (!setting || setting.enabled === false) return false;
  const t = now.getTime();
  if (setting.startAt && Date.parse(setting.startAt) > t) return false;
  if (setting.endAt && Date.parse(setting.endAt) <= t) return false;
  return true;
}

// Calls that stay open during maintenance: signing in, reading who one is (to see one's role),
// and the public calls the maintenance screen itself needs.
const exempt: ReadonlyArray<[method: string, path: string]> = [
  ['POST', '/api/login_check'],
  ['POST', '/api/token/refresh'],
  ['GET', '/api/user'],
  ['GET', '/api/version'],
  ['GET', '/api/health'],
  ['GET', '/api/maintenance-message'],
];

/** Whether a call is answered during maintenance whoever makes it (admins and support pass anyway). */
export function maintenanceExempt(method: string, path: string): boolean {
  const m = method === 'HEAD' ? 'GET' : method;
  if (path.startsWith('/api/docs')) return true;
  return exempt.some(([em, ep]) => em === m && ep === path);
}

/** Where a stored message stands, for the administration page. */
export type MaintenanceState = 'none' | 'disabled' | 'planned' | 'active' | 'over';

export function maintenanceState(setting: MaintenanceSetting | null, now: Date): MaintenanceState {
  if (!setting) return 'none';
  if (setting.enabled === false) return 'disabled';
  if (setting.endAt && Date.parse(setting.endAt) <= now.getTime()) return 'over';
  return maintenanceActive(setting, now) ? 'active' : 'planned';
}

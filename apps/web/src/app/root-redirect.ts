import type { Session } from '../api/session.ts';
import { hrefOf } from './routes.ts';

/**
 * Spec 000 section 2, root route: an active round opens the round-events screen, an active service the
 * circuit or service screen. What is active lives in the phone's field store (IndexedDB), read asynchronously:
 * RootRedirect (guards.tsx) asks the field feature's activeFieldHref for agents; this synchronous answer stays null.
 */
export function activeFieldRoute(_session: Session): string | null {
  return null;
}

/**
 * Where the root route '' sends a signed-in user. Invalid subscription: staff to their home (the dashboard is
 * on the allowed list), others to the subscription page. Otherwise the active field screen, else by role:
 * customers to their dashboard, agents to the field start page, owners and staff to the dashboard (or the
 * field start page when their navigation preference, drawerNavigation, asks for it), platform staff outside
 * any agency to the platform dashboard.
 */
export function homeHref(session: Session): string {
  const role = session.company?.role ?? null;
  const isStaff = role === 'owner' || role === 'staff';
  if (!session.subscriptionValid) return isStaff ? hrefOf('dashboard') : hrefOf('subscriptionInvalid');
  const active = activeFieldRoute(session);
  if (active) return active;
  if (!session.company) return session.platformRole ? hrefOf('adminDashboard') : hrefOf('profile');
  if (role === 'customer') return hrefOf('customerDashboard');
  if (role === 'agent') return hrefOf('fieldStart');
  return session.user.drawerNavigation ? hrefOf('fieldStart') : hrefOf('dashboard');
}

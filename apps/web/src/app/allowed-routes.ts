import { useMemo } from 'react';
import { useSession } from '../api/session.ts';
import { canAccess } from './access.ts';
import { routeById } from './routes.ts';

/** The links a page offers, limited to the routes the session may open (features do not read the route table). */
export function useAllowedRoutes(ids: readonly string[]) {
  const session = useSession();
  return useMemo(() => ids.map(routeById).filter((route) => canAccess(route, session)), [ids, session]);
}

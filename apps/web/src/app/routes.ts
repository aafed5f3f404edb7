import { RESET_PASSWORD_ROUTE } from '@securite/domain/session/paths';
import { matchPath } from 'react-router';
import { routeTable } from './registry/route-table.gen.ts';
import type { AppRouteDef } from './route-def.ts';

/** Public pages: exempt from the authentication and subscription guards. */
export const publicPaths = {
  login: '/connexion',
  forgotPassword: '/mot-de-passe-oublie',
  resetPassword: RESET_PASSWORD_ROUTE,
  signature: '/signature/:type/:id/:token',
} as const;

/** Every guarded route of the app (spec 000 and 001, section 2): the page registry's (app/registry/). */
export const appRoutes: readonly AppRouteDef[] = routeTable;

const byId = new Map(appRoutes.map((r) => [r.id, r]));

export function routeById(id: string): AppRouteDef {
  const found = byId.get(id);
  if (!found) throw new Error(`Route inconnue : ${id}`);
  return found;
}

/** The route a path shows (the first whose pattern matches), or null. */
export function routeAt(pathname: string): AppRouteDef | null {
  return appRoutes.find((route) => matchPath({ path: `/${route.path}`, end: true }, pathname)) ?? null;
}

/** The href of a route, with its optional parameters filled or dropped. */
export function hrefOf(id: string, params: Record<string, string> = {}): string {
  const path = routeById(id)
    .path.split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const value = params[segment.replace(/^:|\?$/g, '')];
      return value === undefined ? null : encodeURIComponent(value);
    })
    .filter((segment) => segment !== null)
    .join('/');
  return `/${path}`;
}

const incidentTypes = ['presence', 'controleSpecifique', 'logistique', 'care-rescue', 'delivery', 'observations'];

/**
 * Redirect-only routes: a fixed target, or the first of several routes the user may open
 * (payments: invoices, else payment methods, else home).
 */
export const redirectRoutes: readonly { path: string; to: string | readonly string[] }[] = [
  { path: 'terrain/events', to: '/' },
  ...incidentTypes.map((type) => ({ path: `terrain/events/${type}`, to: `/terrain/events/incident?typeKey=${type}` })),
  { path: 'terrain/planification/adminPlanning', to: ['adminPlanningSites', 'adminPlanningAgents'] },
  // Spec 000 section 2 names the planning pages under planification/*: the same pages as their terrain/* twins.
  { path: 'planification/adminPlanning', to: ['adminPlanningSites', 'adminPlanningAgents'] },
  { path: 'planification/adminPlanning/sites', to: '/terrain/planification/adminPlanning/sites' },
  { path: 'planification/adminPlanning/agents', to: '/terrain/planification/adminPlanning/agents' },
  { path: 'planification/adminServices', to: '/terrain/planification/adminServices' },
  { path: 'planification/sites', to: '/terrain/sites' },
  { path: 'planification/rounds', to: '/terrain/rondes/list' },
  { path: 'planification/checkpoints', to: '/terrain/checkpoints/list' },
  { path: 'payments', to: ['paymentInvoices', 'paymentMethods'] },
  { path: 'agencySubscription', to: ['planOptions'] },
];

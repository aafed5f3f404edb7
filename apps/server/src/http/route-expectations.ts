import { type Right, rightLabels } from '@securite/domain/auth/rights';
import { messages, missingRightMessage } from '@securite/domain/errors/messages';
import { isFrenchText } from './garbage-fields.ts';
import type { RouteEntry } from './route-list.ts';

/**
 * What the rights table says each actor gets from a route, and whether an answer says it: the rules of the route
 * matrix test (route-matrix-kit.ts). Actors: anonymous, owner, staff (no right), staff+{right}, agent, customer,
 * support, admin of agency A, and outsider (B's owner), agent-b, customer-b of agency B.
 */

/** An answer as the matrix reads it. */
export interface Answer {
  status: number;
  json: { code?: string; message?: string; details?: { right?: string } } | null;
  body: string;
}

export const isTenant = (route: RouteEntry) => route.url.startsWith('/api/agency/:agencyId');
export const scopeOf = (route: RouteEntry) =>
  route.url.startsWith('/api/agency/:agencyId/customer/:customerId')
    ? 'customer'
    : route.url.startsWith('/api/agency/:agencyId/agent/:agentId')
      ? 'agent'
      : null;
export const isStream = (route: RouteEntry) => route.url.endsWith('/stream');
/**
 * Who a route is for, in agency A or B: the owner, or the agent or the customer where the route serves only them
 * (the field routes look up the caller's own services); the platform's admins for its administration.
 */
export const mainActor = (route: RouteEntry, side: 'a' | 'b') => {
  if (route.config.platform) return 'admin';
  const members = route.config.members;
  const role =
    members && !members.includes('staff')
      ? members.includes('agent')
        ? 'agent'
        : members.includes('customer')
          ? 'customer'
          : null
      : null;
  if (!role) return side === 'a' ? 'owner' : 'outsider';
  return side === 'a' ? role : `${role}-b`;
};
export const isWrite = (route: RouteEntry) => route.method !== 'GET';

export const describeAnswer = (answer: Answer) => `${answer.status} ${answer.body}`;
/** Whether the refusal is the JSON error with a French message (no English word of a framework). */
export const isFrenchError = (answer: Answer) => answer.status < 400 || isFrenchText(answer.json?.message);

export type Expectation =
  | { kind: 'status'; status: number }
  | { kind: 'right'; right: string }
  | { kind: 'role' }
  | { kind: 'pass'; rights?: readonly string[] }
  | { kind: 'free'; public?: true };

/** The answer the rights table gives this actor on this route. */
export function expectationOf(route: RouteEntry, actor: string): Expectation {
  const { config } = route;
  if (config.public) return { kind: 'free', public: true };
  if (actor === 'anonymous') return { kind: 'status', status: 401 };
  const platform = config.platform;
  if (isTenant(route)) {
    const scope = scopeOf(route);
    if (actor === 'outsider') return { kind: 'status', status: 404 };
    if ((scope === 'customer' && actor === 'agent') || (scope === 'agent' && actor === 'customer')) {
      return { kind: 'status', status: 404 };
    }
  }
  if (platform) {
    if (actor === 'admin' || (actor === 'support' && platform === 'support')) return { kind: 'pass' };
    return { kind: 'role' };
  }
  // Outside an agency (the user's own profile, devices, notifications): whatever the handler decides, below 500.
  if (!isTenant(route)) return { kind: 'free' };
  if (actor === 'owner' || actor === 'admin' || actor === 'support') return { kind: 'pass' };
  const role = actor.startsWith('staff') ? 'staff' : actor;
  if (config.members && !config.members.includes(role)) return { kind: 'role' };
  if (actor.startsWith('staff+')) return { kind: 'pass', rights: config.rights };
  if (config.rights?.length) return { kind: 'right', right: config.rights[0] };
  return { kind: 'free' };
}

/** What is wrong with the answer, or null. A 403 the route gave by itself is returned for the coherence check. */
export function verdict(expectation: Expectation, answer: Answer): string | null {
  if (answer.status >= 500) return `500: ${describeAnswer(answer)}`;
  if (!isFrenchError(answer)) return `refusal without a French message: ${describeAnswer(answer)}`;
  switch (expectation.kind) {
    case 'status':
      return answer.status === expectation.status
        ? null
        : `expected ${expectation.status}, got ${describeAnswer(answer)}`;
    case 'right': {
      const message = missingRightMessage(rightLabels[expectation.right as Right]);
      return answer.status === 403 && answer.json?.message === message
        ? null
        : `expected 403 « ${message} », got ${describeAnswer(answer)}`;
    }
    case 'role':
      return answer.status === 403 && answer.json?.message === messages.forbidden
        ? null
        : `expected 403 « ${messages.forbidden} », got ${describeAnswer(answer)}`;
    case 'pass': {
      // The handler may ask for another of the route's rights (create rather than edit when nothing is saved
      // yet): a holder of that one is tried too.
      const finer = answer.status === 403 && expectation.rights?.includes(answer.json?.details?.right ?? '');
      return (answer.status === 401 || answer.status === 403) && !finer
        ? `expected through, got ${describeAnswer(answer)}`
        : null;
    }
    case 'free': {
      // A public route may refuse the credentials it is given (login, refresh); no other refuses a session.
      if (answer.status === 401 && !expectation.public) {
        return `a logged-in caller got ${describeAnswer(answer)}`;
      }
      if (answer.status !== 403) return null;
      const right = answer.json?.details?.right;
      const named =
        right && right in rightLabels && answer.json?.message === missingRightMessage(rightLabels[right as Right]);
      return named || answer.json?.message === messages.forbidden
        ? null
        : `a 403 naming no right: ${describeAnswer(answer)}`;
    }
  }
}

/** The actors whose call may change data: those let through, on a route that writes. */
export const mayWrite = (route: RouteEntry, expectation: Expectation) =>
  isWrite(route) && (expectation.kind === 'pass' || expectation.kind === 'free');

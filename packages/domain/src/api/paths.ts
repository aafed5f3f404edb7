import type { agencyRoutes } from './agency-routes.ts';
import type { otherRoutes } from './other-routes.ts';

/**
 * The paths and methods the API serves, as types made from its route table (agency-routes.ts, other-routes.ts,
 * written from the server's routes and checked against them): a web call to a path or with a method the server
 * does not serve fails the typecheck. A parameter (`:id`) stands for any text; a query (`?…`) may follow the path
 * of a route that reads one (marked `?` in the table).
 */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type AgencyRoute = (typeof agencyRoutes)[number];
type OtherRoute = (typeof otherRoutes)[number];

/** `/site/:id` → `/site/${string}`. */
type Segments<P extends string> = P extends `${infer Head}/${infer Tail}`
  ? `${Segment<Head>}/${Segments<Tail>}`
  : Segment<P>;
type Segment<S extends string> = S extends `:${string}` ? string : S;
type WithQuery<P extends string> = P | `${P}?${string}`;

type PathOf<R> = R extends `${ApiMethod} ${infer P}?`
  ? WithQuery<Segments<P>>
  : R extends `${ApiMethod} ${infer P}`
    ? Segments<P>
    : never;

/** A path after `/agency/{agencyId}` (client.ts's agencyPath). */
export type AgencyRest = PathOf<AgencyRoute>;

/** The agency's paths under a scope of the route table (`/customer/:customerId`), as given after that scope. */
export type AgencyRestUnder<Scope extends string> = AgencyRoute extends infer R
  ? R extends `${ApiMethod} ${Scope}${infer Rest}`
    ? PathOf<`GET ${Rest}`>
    : never
  : never;

type RoutePathFor<R, M extends ApiMethod> = R extends `${M} ${string}` ? PathOf<R> : never;
/** The paths the API serves with method `M` (client.ts's apiRequest takes a path of its method's). */
export type ApiPathFor<M extends ApiMethod> =
  | RoutePathFor<OtherRoute, M>
  | `/agency/${string}${RoutePathFor<AgencyRoute, M>}`;

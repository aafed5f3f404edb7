// What the field start page loads at once for an agent (app/guards.tsx, app/pages.tsx): the root route's question
// (a service or a round under way on this phone?) and the services to take. Kept apart from public.ts, whose pages
// bring the queue's Dexie database and every field screen: this chunk is part of an agent's first load.
export { activeFieldHref } from './rounds/active-round.ts';
export { ServicesToTake } from './services-to-take.tsx';

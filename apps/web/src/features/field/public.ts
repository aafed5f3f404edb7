// What the app may use of features/field; the rest of the folder is its own.
export { activeServiceHref, activeServiceId } from './active-service.ts';
export { CircuitPage } from './circuit-page.tsx';
export { ContactAgencyPage } from './contact-agency-page.tsx';
export { IncidentPage } from './incident-page.tsx';
export { activeFieldHref } from './rounds/active-round.ts';
export { BadgeReaderPage } from './rounds/badge-reader-page.tsx';
export { RoundWalkPage } from './rounds/round-walk-page.tsx';
export { ServicesToTake } from './services-to-take.tsx';
export { StartServicePage } from './start-service-page.tsx';
export { TourPage } from './tour-page.tsx';

// What the app and the other features may use of features/events; the rest of the folder is its own.
export { eventsKey, getEvent, useEvent, useEventTypes } from './api/events-api.ts';
export { type EventDisplay, type EventMessageDisplay, EventView } from './event-view.tsx';
export { EventsPage } from './events-page.tsx';
export { SiteEventsDialog } from './site-events-dialog.tsx';
export { SiteMainCouranteButton } from './site-main-courante-button.tsx';

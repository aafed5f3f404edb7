// What the app and the other features may use of features/events; the rest of the folder is its own.
export { eventsKey } from './api/events-keys.ts';
export { useEventTypes } from './api/find-event-types.ts';
export { getEvent, useEvent } from './api/get-event.ts';
export { type EventDisplay, type EventMessageDisplay, EventView } from './event-view.tsx';
export { EventsPage } from './events-page.tsx';
export { SiteEventsDialog } from './site-events-dialog.tsx';
export { SiteMainCouranteButton } from './site-main-courante-button.tsx';

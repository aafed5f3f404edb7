import { defineDialog } from '../../../ui/dialogs/dialog-store.ts';
import type { ServiceTimelineDialogProps } from './service-timeline-dialog.tsx';

/** « Chronologie du service »: what happened on a service, in time order; its code loads on first use. */
export const serviceTimelineDialog = defineDialog<ServiceTimelineDialogProps>('planning-service-timeline', () =>
  import('./service-timeline-dialog.tsx').then((m) => m.ServiceTimelineDialog),
);

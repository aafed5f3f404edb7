// What other features may use of features/planning; the rest of the folder is its own.
export { serviceEndDialog } from './service-end/service-end-dialog-handle.ts';
export { serviceTimelineDialog } from './service-timeline/service-timeline-dialog-handle.ts';

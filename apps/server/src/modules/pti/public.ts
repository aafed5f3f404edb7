// What other modules, the app and the tests may use of modules/pti; the rest of the folder is its own.
export { checkDeadman, DEADMAN_QUEUE } from './check-deadman.ts';
export { closeLateStart, lateMinutes } from './close-late-start.ts';
export { deviceRoutes } from './devices/routes.ts';
export { countOpenAlarms } from './find-supervision.ts';
export { mailUnacknowledgedAlarm } from './mail-unacknowledged-alarm.ts';
export { findLateStarts, findOpenServiceAlerts } from './present-alarm.ts';
export { HEARTBEAT_RETENTION_DAYS, purgeOldHeartbeats } from './purge-heartbeats.ts';
export { ALARM_MAIL_QUEUE } from './raise-alarm.ts';
export { heartbeatWrites, recordPtiAlarm } from './record-pti-message.ts';
export { alarmRoutes } from './routes.ts';
export { SERVICE_ALERTS_QUEUE, scanServiceAlerts } from './scan-service-alerts.ts';
export { supervisorsOf } from './supervisors.ts';

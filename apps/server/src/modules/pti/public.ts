// What other modules, the app and the tests may use of modules/pti; the rest of the folder is its own.
export { checkDeadman, DEADMAN_QUEUE } from './check-deadman.ts';
export { deviceRoutes } from './devices/routes.ts';
export { countOpenAlarms } from './find-supervision.ts';
export { mailUnacknowledgedAlarm } from './mail-unacknowledged-alarm.ts';
export { HEARTBEAT_RETENTION_DAYS, purgeOldHeartbeats } from './purge-heartbeats.ts';
export { ALARM_MAIL_QUEUE } from './raise-alarm.ts';
export { recordPtiMessage } from './record-pti-message.ts';
export { alarmRoutes } from './routes.ts';

// What other features and the app may use of features/notifications (its web side: Web Push, issue 30).
export { PushSwitch } from './push-switch.tsx';

// What the app may use of features/field; the rest of the folder is its own.
export { activeServiceId } from './active-service.ts';
export { ServicesToTake } from './services-to-take.tsx';

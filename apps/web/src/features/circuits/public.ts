// What other features may use of features/circuits; the rest of the folder is its own.
export { circuitDialog } from './circuit-dialog-handle.ts';

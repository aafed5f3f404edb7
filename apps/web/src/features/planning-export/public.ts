// What other features may use of features/planning-export; the rest of the folder is its own.
export { PlanningExportMenu } from './planning-export-menu.tsx';

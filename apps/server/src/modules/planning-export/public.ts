// What other modules, the app and the tests may use of modules/planning-export; the rest of the folder is its own.
export { PLANNING_SEND_AGENT_QUEUE, runPlanningSend, sendAgentPlanningMail } from './planning-send-jobs.ts';
export { planningExportRoutes } from './routes.ts';
export { PLANNING_SEND_QUEUE } from './send-planning.ts';

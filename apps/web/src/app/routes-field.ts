import type { Right } from '@securite/domain/auth/rights';
import { type AppRouteDef, CUSTOMER, EVERYONE, FIELD, FIELD_AND_STAFF, route, STAFF } from './route-def.ts';

const sites: Right[] = ['sites.create', 'sites.edit'];
const rounds: Right[] = ['rounds.create', 'rounds.edit'];
const checkpoints: Right[] = ['checkpoints.create', 'checkpoints.edit'];

/** Spec 000 section 2: field mode and the workforce part of the agency menu. */
export const fieldRoutes: AppRouteDef[] = [
  route('fieldStart', 'terrain', 'Prise de service', FIELD_AND_STAFF, [], { page: 'fieldStart' }),
  // Taking and starting services is the agents' (the server's field routes are theirs).
  route('takeService', 'terrain/priseService/:id?', 'Prendre un service', FIELD, [], { page: 'takeService' }),
  route('intervention', 'terrain/intervention/:activityType?', 'Intervention', FIELD, [], { page: 'intervention' }),
  route('tour', 'terrain/tournee/:id?', 'Tournée', FIELD, [], { page: 'tour' }),
  route('activeService', 'terrain/serviceActif/:id?', 'Service actif', FIELD, [], { page: 'activeService' }),
  route('activeCircuit', 'terrain/circuitActif/:slug?', 'Circuit actif', FIELD, [], { page: 'activeCircuit' }),
  route('incident', 'terrain/events/incident/:uuid?', 'Main courante', FIELD_AND_STAFF, [], { page: 'incident' }),
  route('myPlanning', 'terrain/planning', 'Mon planning', FIELD, [], { page: 'myPlanning' }),
  route('customerFieldPlanning', 'terrain/planningCustomer', 'Planning des interventions', CUSTOMER, [], {
    page: 'customerPlanning',
  }),
  route('customerFieldPlanningSites', 'terrain/planningCustomer/sites', 'Sites', CUSTOMER, [], {
    page: 'customerPlanning',
  }),
  route('unplannedService', 'servicesNonPlanifies', 'Service non planifié', FIELD, ['services.unplanned'], {
    page: 'unplannedService',
  }),
  route('fieldSites', 'terrain/sites', 'Sites', FIELD_AND_STAFF, sites, { page: 'sites' }),
  route('fieldSite', 'terrain/site/:id?', 'Site', FIELD_AND_STAFF, sites, { page: 'siteDetail' }),
  route('requests', 'demandes', 'Demandes', FIELD_AND_STAFF, ['agentRequests.create', 'agentRequests.edit'], {
    page: 'agentRequests',
  }),
  route('nfc', 'terrain/nfc', 'Lecture de badge', FIELD_AND_STAFF, [], { page: 'badgeReader' }),
  route(
    'adminServices',
    'terrain/planification/adminServices',
    'Services en cours et à venir',
    STAFF,
    ['services.view', 'services.create', 'services.edit'],
    { page: 'adminServices' },
  ),
  route(
    'adminPlanningSites',
    'terrain/planification/adminPlanning/sites',
    'Planning par sites',
    STAFF,
    ['planning.sites'],
    {
      page: 'planningSites',
    },
  ),
  route(
    'adminPlanningAgents',
    'terrain/planification/adminPlanning/agents',
    'Planning par collaborateurs',
    STAFF,
    ['planning.agents'],
    { page: 'planningAgents' },
  ),
  route('adminAlerts', 'terrain/adminDashboard/adminAlerts', 'Alertes', STAFF, ['supervision.view'], {
    page: 'adminAlerts',
  }),
  route('adminEvents', 'terrain/adminDashboard/adminEvents', 'Événements en temps réel', STAFF, ['events.view'], {
    page: 'adminEvents',
  }),
  route('rounds', 'terrain/rondes/list', 'Rondes', STAFF, rounds, { page: 'rounds' }),
  // Without an id the page creates (rounds.create); with one it edits (rounds.edit), read-only for the list's readers.
  route('roundEdit', 'terrain/rondes/edit/:id?', 'Ronde', STAFF, ['rounds.create'], {
    editRights: rounds,
    page: 'roundEdit',
  }),
  // The agent's phone walks it; staff and the site's customer read it (the server checks who may).
  route(
    'roundExecution',
    'ronde/:reference?/:iteration?',
    'Exécution de ronde',
    [...FIELD_AND_STAFF, ...CUSTOMER],
    [],
    {
      page: 'roundExecution',
    },
  ),
  route('checkpoints', 'terrain/checkpoints/list', 'Points de contrôle', STAFF, checkpoints, { page: 'checkpoints' }),
  route('checkpointEdit', 'terrain/checkpoints/edit/:id?', 'Point de contrôle', STAFF, ['checkpoints.create'], {
    editRights: checkpoints,
    page: 'checkpointEdit',
  }),
  route('directory', 'list', 'Annuaire', FIELD_AND_STAFF, ['agents.directory'], { page: 'directory' }),
  route('agentBadge', 'agentBadge', 'Mon badge', FIELD, ['agents.badge'], { page: 'agentBadge' }),
  // What a badge's QR code opens (BADGE_CHECK_ROUTE in the domain); not in the menu.
  route('badgeCheck', 'badge/verification/:agencyId/:agentId', 'Vérification de badge', EVERYONE, [], {
    page: 'badgeCheck',
  }),
  route('contactAgency', 'terrain/contactAgence', 'Contacter l’agence', FIELD, [], { page: 'contactAgency' }),
  // The agency menu's planning entries (spec 000 section 2, "Also in the agency menu").
  route(
    'adminCircuits',
    'planification/adminCircuits',
    'Circuits (tournées)',
    STAFF,
    ['circuits.create', 'circuits.edit'],
    { page: 'circuits' },
  ),
  route(
    'unavailabilities',
    'planification/listIndispo',
    'Indisponibilités',
    FIELD_AND_STAFF,
    ['unavailabilities.create', 'unavailabilities.edit', 'unavailabilities.self'],
    { page: 'unavailabilities' },
  ),
  route('timeGaps', 'planification/listInterrupt', 'Écarts horaires', STAFF, ['services.view', 'hours.view'], {
    page: 'timeGaps',
  }),
  route('supervision', 'planification/supervision', 'Supervision', STAFF, ['supervision.view'], {
    page: 'supervision',
  }),
  // Every agency member but customers reads the notes addressed to them; writing needs the rights (in the page).
  route('informationNotes', 'planification/note-information', 'Notes d’information', FIELD_AND_STAFF, [], {
    page: 'informationNotes',
  }),
  route('sitesHours', 'planification/sites-hours', 'Heures par site', STAFF, ['hours.view'], { page: 'sitesHours' }),
  route('agents', 'planification/agents', 'Collaborateurs', STAFF, ['agents.create', 'agents.edit'], {
    page: 'agents',
  }),
  route('agentsHours', 'planification/agents-hours', 'Heures des collaborateurs', STAFF, ['hours.view'], {
    page: 'agentsHours',
  }),
  route('staffPlanning', 'planification/my-planning', 'Mon planning', ['owner', 'staff'], [], { page: 'myPlanning' }),
  route('hoursAgent', 'planification/hoursAgent', 'Mes heures supplémentaires', ['agent', 'staff'], [], {
    page: 'myHours',
  }),
];

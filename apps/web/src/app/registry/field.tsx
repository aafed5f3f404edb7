import AccessTimeIcon from '@mui/icons-material/AccessTime';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BoltIcon from '@mui/icons-material/Bolt';
import CalendarViewWeekIcon from '@mui/icons-material/CalendarViewWeek';
import GroupsIcon from '@mui/icons-material/Groups';
import LoopIcon from '@mui/icons-material/Loop';
import MonitorIcon from '@mui/icons-material/Monitor';
import MoreTimeIcon from '@mui/icons-material/MoreTime';
import NfcIcon from '@mui/icons-material/Nfc';
import NotificationImportantIcon from '@mui/icons-material/NotificationImportant';
import PlaceIcon from '@mui/icons-material/Place';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import RouteIcon from '@mui/icons-material/Route';
import ScheduleIcon from '@mui/icons-material/Schedule';
import TimelapseIcon from '@mui/icons-material/Timelapse';
import { isGranted } from '@securite/domain/auth/access';
import type { Right } from '@securite/domain/auth/rights';
import type { ComponentProps } from 'react';
import { Navigate, useParams } from 'react-router';
import { useSession } from '../../api/session.ts';
import type { AgentsPage } from '../../features/agents/list/agents-page.tsx';
import { coverDialog } from '../../features/planning/cover/cover-dialog-handle.ts';
import type { CheckpointEditPage } from '../../features/rounds/checkpoint-edit-page.tsx';
import type { RoundEditPage } from '../../features/rounds/round-edit-page.tsx';
import type { SiteDetailPage } from '../../features/sites/site-detail-page.tsx';
import {
  addTask,
  badge,
  contacts,
  eventBusy,
  eventNote,
  forum,
  handymanOutlined,
  info,
  supportAgent,
} from '../field-shortcut-icons.ts';
import { CUSTOMER, EVERYONE, FIELD, FIELD_AND_STAFF, STAFF } from '../route-def.ts';
import { hrefOf } from '../routes.ts';
import { entry, firstLoadEntry, lazyPage, type PageComponent, type RegistryEntry } from './entry.ts';

const sites: Right[] = ['sites.create', 'sites.edit'];
const rounds: Right[] = ['rounds.create', 'rounds.edit'];
const checkpoints: Right[] = ['checkpoints.create', 'checkpoints.edit'];

// Modules holding several pages, or one page drawn for several routes: one loader each (entry.ts, lazyPage).
const field = () => import('../../features/field/public.ts');
const planning = () => import('../../features/planning/planning-page.tsx');
const myPlanning = () => import('../../features/planning/my-planning/my-planning-page.tsx');
const customerPlanning = () => import('../../features/planning/customer-planning/customer-planning-page.tsx');

/** The customers' planning (their menu's « Planning » and the field mode's two addresses). */
export const CustomerPlanningPage = lazyPage(customerPlanning, 'CustomerPlanningPage');

/** The shop, opened from the agent limit with origin agent-limit (spec 001 section 2). */
export const agentShopHref = () => `${hrefOf('shop')}?origin=agent-limit`;

/** A creation page's href, with the site to pick already chosen. */
const newHrefOf = (routeId: string) => (siteId: string | null) =>
  siteId ? `${hrefOf(routeId)}?siteId=${encodeURIComponent(siteId)}` : hrefOf(routeId);

/** A site's sheet (its id in the path), back to the list of the route `list`; without an id, that list. */
export function SiteDetail({
  Page,
  list,
}: {
  Page: PageComponent<ComponentProps<typeof SiteDetailPage>>;
  list: string;
}) {
  const { id } = useParams();
  if (!id) return <Navigate to={hrefOf(list)} replace />;
  return <Page key={id} siteId={id} listHref={hrefOf(list)} />;
}

function RoundEdit({ Page }: { Page: PageComponent<ComponentProps<typeof RoundEditPage>> }) {
  const { id } = useParams();
  return (
    <Page
      key={id ?? 'nouvelle'}
      id={id ?? null}
      listHref={hrefOf('rounds')}
      newCheckpointHref={newHrefOf('checkpointEdit')}
    />
  );
}

function CheckpointEdit({ Page }: { Page: PageComponent<ComponentProps<typeof CheckpointEditPage>> }) {
  const { id } = useParams();
  return <Page key={id ?? 'nouveau'} id={id ?? null} listHref={hrefOf('checkpoints')} />;
}

/** Collaborateurs; planners who may reassign services get « Absence / remplacement » on each agent. */
function Agents({ Page }: { Page: PageComponent<ComponentProps<typeof AgentsPage>> }) {
  const { agencyId, actor } = useSession();
  const onCover = isGranted(actor, ['services.edit'])
    ? (agent: { id: string; fullname: string }) =>
        void coverDialog.open({ agencyId: agencyId!, agent, canChooseAgent: true })
    : undefined;
  return <Page shopHref={agentShopHref()} onCover={onCover} />;
}

/** Spec 000 section 2: field mode and the workforce part of the agency menu. */
export const fieldPages: readonly RegistryEntry[] = [
  firstLoadEntry({
    id: 'fieldStart',
    path: 'terrain',
    title: 'Prise de service',
    roles: FIELD_AND_STAFF,
    menu: { group: 'terrain', order: 10, icon: PlayCircleIcon },
  }),
  // Taking and starting services is the agents' (the server's field routes are theirs).
  firstLoadEntry({ id: 'takeService', path: 'terrain/priseService/:id?', title: 'Prendre un service', roles: FIELD }),
  entry({
    id: 'intervention',
    path: 'terrain/intervention/:activityType?',
    title: 'Intervention',
    roles: FIELD,
    page: lazyPage(field, 'StartServicePage'),
    render: (Page) => <Page kind="intervention" />,
    menu: { group: 'terrain', order: 30 },
    shortcut: { order: 10, description: 'Démarrer une intervention maintenant', icon: handymanOutlined },
  }),
  entry({
    id: 'tour',
    path: 'terrain/tournee/:id?',
    title: 'Tournée',
    roles: FIELD,
    page: lazyPage(field, 'TourPage'),
  }),
  entry({
    id: 'activeService',
    path: 'terrain/serviceActif/:id?',
    title: 'Service actif',
    roles: FIELD,
    page: lazyPage(() => import('../../features/field/active-service-page.tsx'), 'ActiveServicePage'),
  }),
  entry({
    id: 'activeCircuit',
    path: 'terrain/circuitActif/:slug?',
    title: 'Circuit actif',
    roles: FIELD,
    page: lazyPage(field, 'CircuitPage'),
  }),
  entry({
    id: 'incident',
    path: 'terrain/events/incident/:uuid?',
    title: 'Main courante',
    roles: FIELD_AND_STAFF,
    page: lazyPage(field, 'IncidentPage'),
  }),
  entry({
    id: 'myPlanning',
    path: 'terrain/planning',
    title: 'Mon planning',
    roles: FIELD,
    page: lazyPage(myPlanning, 'MyPlanningPage'),
    menu: { group: 'terrain', order: 20 },
    shortcut: { order: 30, description: 'Vos prochains services', icon: eventNote },
  }),
  entry({
    id: 'customerFieldPlanning',
    path: 'terrain/planningCustomer',
    title: 'Planning des interventions',
    roles: CUSTOMER,
    page: CustomerPlanningPage,
  }),
  entry({
    id: 'customerFieldPlanningSites',
    path: 'terrain/planningCustomer/sites',
    title: 'Sites',
    roles: CUSTOMER,
    page: CustomerPlanningPage,
  }),
  entry({
    id: 'unplannedService',
    path: 'servicesNonPlanifies',
    title: 'Service non planifié',
    roles: FIELD,
    rights: ['services.unplanned'],
    page: lazyPage(field, 'StartServicePage'),
    render: (Page) => <Page kind="unplanned" />,
    menu: { group: 'terrain', order: 40 },
    shortcut: { order: 20, description: 'Démarrer un service imprévu', icon: addTask },
  }),
  entry({
    id: 'fieldSites',
    path: 'terrain/sites',
    title: 'Sites',
    roles: FIELD_AND_STAFF,
    rights: sites,
    page: lazyPage(() => import('../../features/sites/sites-page.tsx'), 'SitesPage'),
    render: (Page) => <Page siteHref={(id) => hrefOf('fieldSite', { id })} />,
    menu: { group: 'sites', order: 10, icon: PlaceIcon },
  }),
  entry({
    id: 'fieldSite',
    path: 'terrain/site/:id?',
    title: 'Site',
    roles: FIELD_AND_STAFF,
    rights: sites,
    page: lazyPage(() => import('../../features/sites/site-detail-page.tsx'), 'SiteDetailPage'),
    render: (Page) => <SiteDetail Page={Page} list="fieldSites" />,
  }),
  entry({
    id: 'requests',
    path: 'demandes',
    title: 'Demandes',
    roles: FIELD_AND_STAFF,
    rights: ['agentRequests.create', 'agentRequests.edit'],
    page: lazyPage(() => import('../../features/agent-requests/agent-requests-page.tsx'), 'AgentRequestsPage'),
    menu: { group: 'terrain', order: 80 },
    shortcut: { order: 70, description: 'Vos demandes à l’agence', icon: forum },
  }),
  entry({
    id: 'nfc',
    path: 'terrain/nfc',
    title: 'Lecture de badge',
    roles: FIELD_AND_STAFF,
    page: lazyPage(field, 'BadgeReaderPage'),
    menu: { group: 'terrain', order: 50, icon: NfcIcon },
  }),
  entry({
    id: 'adminServices',
    path: 'terrain/planification/adminServices',
    title: 'Services en cours et à venir',
    roles: STAFF,
    rights: ['services.view', 'services.create', 'services.edit'],
    page: lazyPage(() => import('../../features/planning/admin-services/admin-services-page.tsx'), 'AdminServicesPage'),
    menu: { group: 'planification', order: 30, icon: AssignmentIcon },
  }),
  entry({
    id: 'adminPlanningSites',
    path: 'terrain/planification/adminPlanning/sites',
    title: 'Planning par sites',
    roles: STAFF,
    rights: ['planning.sites'],
    page: lazyPage(planning, 'PlanningPage'),
    render: (Page) => <Page view="sites" emptyHref={hrefOf('fieldSites')} />,
    menu: { group: 'planification', order: 10, icon: CalendarViewWeekIcon },
  }),
  entry({
    id: 'adminPlanningAgents',
    path: 'terrain/planification/adminPlanning/agents',
    title: 'Planning par collaborateurs',
    roles: STAFF,
    rights: ['planning.agents'],
    page: lazyPage(planning, 'PlanningPage'),
    render: (Page) => <Page view="agents" emptyHref={hrefOf('agents')} />,
    menu: { group: 'planification', order: 20, icon: GroupsIcon },
  }),
  entry({
    id: 'adminAlerts',
    path: 'terrain/adminDashboard/adminAlerts',
    title: 'Alertes',
    roles: STAFF,
    rights: ['supervision.view'],
    page: lazyPage(() => import('../../features/pti/alerts-page.tsx'), 'AlertsPage'),
    menu: { group: 'supervision', order: 20, icon: NotificationImportantIcon },
  }),
  entry({
    id: 'adminEvents',
    path: 'terrain/adminDashboard/adminEvents',
    title: 'Événements en temps réel',
    roles: STAFF,
    rights: ['events.view'],
    page: lazyPage(() => import('../../features/events/public.ts'), 'EventsPage'),
    render: (Page, route) => <Page title={route.title} live />,
    menu: { group: 'supervision', order: 30, icon: BoltIcon },
  }),
  entry({
    id: 'rounds',
    path: 'terrain/rondes/list',
    title: 'Rondes',
    roles: STAFF,
    rights: rounds,
    page: lazyPage(() => import('../../features/rounds/rounds-page.tsx'), 'RoundsPage'),
    render: (Page) => <Page roundHref={(id) => hrefOf('roundEdit', { id })} newHref={newHrefOf('roundEdit')} />,
    menu: { group: 'sites', order: 30, icon: LoopIcon },
  }),
  // Without an id the page creates (rounds.create); with one it edits (rounds.edit), read-only for the list's readers.
  entry({
    id: 'roundEdit',
    path: 'terrain/rondes/edit/:id?',
    title: 'Ronde',
    roles: STAFF,
    rights: ['rounds.create'],
    editRights: rounds,
    page: lazyPage(() => import('../../features/rounds/round-edit-page.tsx'), 'RoundEditPage'),
    render: (Page) => <RoundEdit Page={Page} />,
  }),
  // The agent's phone walks it; staff and the site's customer read it (the server checks who may).
  entry({
    id: 'roundExecution',
    path: 'ronde/:reference?/:iteration?',
    title: 'Exécution de ronde',
    roles: [...FIELD_AND_STAFF, ...CUSTOMER],
    page: lazyPage(field, 'RoundWalkPage'),
  }),
  entry({
    id: 'checkpoints',
    path: 'terrain/checkpoints/list',
    title: 'Points de contrôle',
    roles: STAFF,
    rights: checkpoints,
    page: lazyPage(() => import('../../features/rounds/checkpoints-page.tsx'), 'CheckpointsPage'),
    render: (Page) => (
      <Page checkpointHref={(id) => hrefOf('checkpointEdit', { id })} newHref={newHrefOf('checkpointEdit')} />
    ),
    menu: { group: 'sites', order: 40, icon: QrCode2Icon },
  }),
  entry({
    id: 'checkpointEdit',
    path: 'terrain/checkpoints/edit/:id?',
    title: 'Point de contrôle',
    roles: STAFF,
    rights: ['checkpoints.create'],
    editRights: checkpoints,
    page: lazyPage(() => import('../../features/rounds/checkpoint-edit-page.tsx'), 'CheckpointEditPage'),
    render: (Page) => <CheckpointEdit Page={Page} />,
  }),
  entry({
    id: 'directory',
    path: 'list',
    title: 'Annuaire',
    roles: FIELD_AND_STAFF,
    rights: ['agents.directory'],
    page: lazyPage(() => import('../../features/agents/directory/directory-page.tsx'), 'DirectoryPage'),
    menu: { group: 'terrain', order: 70 },
    shortcut: { order: 60, description: 'Les coordonnées de l’équipe', icon: contacts },
  }),
  entry({
    id: 'agentBadge',
    path: 'agentBadge',
    title: 'Mon badge',
    roles: FIELD,
    rights: ['agents.badge'],
    page: lazyPage(() => import('../../features/agents/badge/agent-badge-page.tsx'), 'AgentBadgePage'),
    menu: { group: 'terrain', order: 60 },
    shortcut: { order: 50, description: 'Votre carte à présenter', icon: badge },
  }),
  // What a badge's QR code opens (BADGE_CHECK_ROUTE in the domain); not in the menu.
  entry({
    id: 'badgeCheck',
    path: 'badge/verification/:agencyId/:agentId',
    title: 'Vérification de badge',
    roles: EVERYONE,
    page: lazyPage(() => import('../../features/agents/badge/badge-check-page.tsx'), 'BadgeCheckPage'),
  }),
  entry({
    id: 'contactAgency',
    path: 'terrain/contactAgence',
    title: 'Contacter l’agence',
    roles: FIELD,
    page: lazyPage(field, 'ContactAgencyPage'),
    menu: { group: 'terrain', order: 90 },
    shortcut: { order: 100, description: 'Joindre l’agence', icon: supportAgent },
  }),
  // The agency menu's planning entries (spec 000 section 2, "Also in the agency menu").
  entry({
    id: 'adminCircuits',
    path: 'planification/adminCircuits',
    title: 'Circuits (tournées)',
    roles: STAFF,
    rights: ['circuits.create', 'circuits.edit'],
    page: lazyPage(() => import('../../features/circuits/circuits-page.tsx'), 'CircuitsPage'),
    menu: { group: 'planification', order: 40, icon: RouteIcon },
  }),
  entry({
    id: 'unavailabilities',
    path: 'planification/listIndispo',
    title: 'Indisponibilités',
    roles: FIELD_AND_STAFF,
    rights: ['unavailabilities.create', 'unavailabilities.edit', 'unavailabilities.self'],
    page: lazyPage(() => import('../../features/unavailabilities/unavailabilities-page.tsx'), 'UnavailabilitiesPage'),
    menu: { group: 'planification', order: 50 },
    shortcut: { order: 80, description: 'Déclarer vos absences', icon: eventBusy },
  }),
  entry({
    id: 'timeGaps',
    path: 'planification/listInterrupt',
    title: 'Écarts horaires',
    roles: STAFF,
    rights: ['services.view', 'hours.view'],
    page: lazyPage(() => import('../../features/hours/time-gaps-page.tsx'), 'TimeGapsPage'),
    menu: { group: 'planification', order: 60, icon: TimelapseIcon },
  }),
  entry({
    id: 'supervision',
    path: 'planification/supervision',
    title: 'Supervision',
    roles: STAFF,
    rights: ['supervision.view'],
    page: lazyPage(() => import('../../features/pti/supervision-page.tsx'), 'SupervisionPage'),
    menu: { group: 'supervision', order: 10, icon: MonitorIcon },
  }),
  // Every agency member but customers reads the notes addressed to them; writing needs the rights (in the page).
  // Read by agents too: under Accueil rather than Supervision.
  entry({
    id: 'informationNotes',
    path: 'planification/note-information',
    title: 'Notes d’information',
    roles: FIELD_AND_STAFF,
    page: lazyPage(() => import('../../features/information-notes/information-notes-page.tsx'), 'InformationNotesPage'),
    menu: { group: 'accueil', order: 30 },
    shortcut: { order: 90, description: 'Les informations de l’agence', icon: info },
  }),
  entry({
    id: 'sitesHours',
    path: 'planification/sites-hours',
    title: 'Heures par site',
    roles: STAFF,
    rights: ['hours.view'],
    page: lazyPage(() => import('../../features/hours/sites-hours-page.tsx'), 'SitesHoursPage'),
    menu: { group: 'sites', order: 20, icon: ScheduleIcon },
  }),
  entry({
    id: 'agents',
    path: 'planification/agents',
    title: 'Collaborateurs',
    roles: STAFF,
    rights: ['agents.create', 'agents.edit'],
    page: lazyPage(() => import('../../features/agents/list/agents-page.tsx'), 'AgentsPage'),
    render: (Page) => <Agents Page={Page} />,
    menu: { group: 'collaborateurs', order: 10, icon: GroupsIcon },
  }),
  entry({
    id: 'agentsHours',
    path: 'planification/agents-hours',
    title: 'Heures des collaborateurs',
    roles: STAFF,
    rights: ['hours.view'],
    page: lazyPage(() => import('../../features/hours/agents-hours-page.tsx'), 'AgentsHoursPage'),
    menu: { group: 'collaborateurs', order: 20, icon: AccessTimeIcon },
  }),
  entry({
    id: 'staffPlanning',
    path: 'planification/my-planning',
    title: 'Mon planning',
    roles: ['owner', 'staff'],
    page: lazyPage(myPlanning, 'MyPlanningPage'),
    menu: { group: 'planification', order: 70 },
    shortcut: { order: 40, description: 'Vos prochains services', icon: eventNote },
  }),
  entry({
    id: 'hoursAgent',
    path: 'planification/hoursAgent',
    title: 'Mes heures supplémentaires',
    roles: ['agent', 'staff'],
    page: lazyPage(() => import('../../features/hours/my-hours-page.tsx'), 'MyHoursPage'),
    menu: { group: 'planification', order: 80, icon: MoreTimeIcon },
  }),
];

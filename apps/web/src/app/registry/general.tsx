import DashboardIcon from '@mui/icons-material/Dashboard';
import type { ComponentProps } from 'react';
import { useSession } from '../../api/session.ts';
import type { DashboardPage } from '../../features/dashboard/dashboard-page.tsx';
import type { SubscriptionInvalidPage } from '../../features/subscriptions/subscription-invalid-page.tsx';
import { useAllowedRoutes } from '../allowed-routes.ts';
import { EVERYONE, STAFF } from '../route-def.ts';
import { hrefOf } from '../routes.ts';
import { entry, lazyPage, type PageComponent, type RegistryEntry } from './entry.ts';

const subscriptionIds = ['planOptions', 'paymentInvoices'];

/** The pages the dashboard's tiles lead to (issue 30), by the tile's link. */
const tileRouteIds = {
  supervision: 'supervision',
  services: 'adminServices',
  alerts: 'adminAlerts',
  rounds: 'rounds',
  agentRequests: 'requests',
  customerRequests: 'customerRequests',
  invoices: 'invoices',
  hours: 'agentsHours',
  expirations: 'expirations',
} as const;
const tileRoutes = Object.values(tileRouteIds);

function Dashboard({ Page }: { Page: PageComponent<ComponentProps<typeof DashboardPage>> }) {
  const [planOptions] = useAllowedRoutes(subscriptionIds.slice(0, 1));
  const [alerts] = useAllowedRoutes(['adminAlerts']);
  const allowed = new Set(useAllowedRoutes(tileRoutes).map((r) => r.id));
  const href = (key: Exclude<keyof typeof tileRouteIds, 'expirations'>) =>
    allowed.has(tileRouteIds[key]) ? hrefOf(tileRouteIds[key]) : null;
  // The expirations page's sub-screens (listAgencyExpirations/:screen) are its filters.
  const screen = (name: string) => (allowed.has('expirations') ? hrefOf('expirations', { screen: name }) : null);
  const links = {
    supervision: href('supervision'),
    services: href('services'),
    // The services list takes « Non affectés » from the address: the unfilled posts of the next days.
    unfilledServices: allowed.has('adminServices') ? `${hrefOf('adminServices')}?sansAgent=1` : null,
    // … and « En retard (pas encore pris) »: the services due and not started.
    lateServices: allowed.has('adminServices') ? `${hrefOf('adminServices')}?enRetard=1` : null,
    alerts: href('alerts'),
    rounds: href('rounds'),
    // The requests lists take « Non lues seulement » from the address.
    agentRequests: allowed.has('requests') ? `${hrefOf('requests')}?nonLues=1` : null,
    customerRequests: allowed.has('customerRequests') ? `${hrefOf('customerRequests')}?nonLues=1` : null,
    // The invoices list takes its status filter from the address: the overdue ones.
    invoices: allowed.has('invoices') ? `${hrefOf('invoices')}?statut=late` : null,
    hours: href('hours'),
    expirations: {
      cnapsCard: screen('collaborateurs'),
      certificate: screen('collaborateurs'),
      agentContract: screen('contrats-collaborateurs'),
      customerContract: screen('contrats-clients'),
      equipment: screen('materiel'),
    },
  };
  return (
    <Page
      subscriptionHref={planOptions ? hrefOf(planOptions.id) : null}
      alertsHref={alerts ? hrefOf(alerts.id) : null}
      links={links}
    />
  );
}

function SubscriptionInvalid({ Page }: { Page: PageComponent<ComponentProps<typeof SubscriptionInvalidPage>> }) {
  const { company } = useSession();
  const routes = useAllowedRoutes(subscriptionIds);
  // Spec: the subscription pages are offered to owners.
  const links = company?.role === 'owner' ? routes.map((r) => ({ href: hrefOf(r.id), label: r.title })) : [];
  return <Page links={links} />;
}

/** The pages every signed-in user starts from. */
export const generalPages: readonly RegistryEntry[] = [
  entry({
    id: 'dashboard',
    path: 'dashboard',
    title: 'Tableau de bord',
    roles: STAFF,
    allowWhenLocked: true,
    page: lazyPage(() => import('../../features/dashboard/dashboard-page.tsx'), 'DashboardPage'),
    render: (Page) => <Dashboard Page={Page} />,
    menu: { group: 'accueil', order: 10, icon: DashboardIcon },
  }),
  entry({
    id: 'profile',
    path: 'profil',
    title: 'Mon profil',
    scope: 'user',
    roles: EVERYONE,
    allowWhenLocked: true,
    page: lazyPage(() => import('../../features/profile/profile-page.tsx'), 'ProfilePage'),
  }),
  entry({
    id: 'subscriptionInvalid',
    path: 'abonnement-invalide',
    title: 'Abonnement',
    scope: 'user',
    roles: EVERYONE,
    allowWhenLocked: true,
    page: lazyPage(
      () => import('../../features/subscriptions/subscription-invalid-page.tsx'),
      'SubscriptionInvalidPage',
    ),
    render: (Page) => <SubscriptionInvalid Page={Page} />,
  }),
];

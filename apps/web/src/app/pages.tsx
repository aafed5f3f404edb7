import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { useSession } from '../api/session.ts';
import { FieldStartPage } from '../features/field/start/field-start-page.tsx';
import { PlainPage } from '../ui/plain/plain-page.tsx';
import { useAllowedRoutes } from './allowed-routes.ts';
import { fieldShortcutIcons } from './field-shortcut-icons.ts';
import type { AppRouteDef } from './route-def.ts';
import { hrefOf } from './routes.ts';
import { PageLoader } from './status-pages.tsx';

// The field start page (and the services to take) are in the first load; every other page comes with
// pages-on-demand.tsx, loaded when the first of them is opened (with the pages' own code, lazy-pages.tsx).
const PageOnDemand = lazy(() => import('./pages-on-demand.tsx').then((m) => ({ default: m.PageOnDemand })));

const fieldShortcuts: { id: string; description: string }[] = [
  { id: 'intervention', description: 'Démarrer une intervention maintenant' },
  { id: 'unplannedService', description: 'Démarrer un service imprévu' },
  { id: 'myPlanning', description: 'Vos prochains services' },
  { id: 'staffPlanning', description: 'Vos prochains services' },
  { id: 'agentBadge', description: 'Votre carte à présenter' },
  { id: 'directory', description: 'Les coordonnées de l’équipe' },
  { id: 'requests', description: 'Vos demandes à l’agence' },
  { id: 'unavailabilities', description: 'Déclarer vos absences' },
  { id: 'informationNotes', description: 'Les informations de l’agence' },
  { id: 'contactAgency', description: 'Joindre l’agence' },
];

// The queue and its database load with the agent's services, not with the rest of the app.
const ServicesToTake = lazy(() =>
  import('../features/field/field-start.ts').then((m) => ({ default: m.ServicesToTake })),
);

function FieldStart() {
  const { user, company } = useSession();
  const isAgent = company?.role === 'agent';
  const routes = useAllowedRoutes(fieldShortcuts.map((s) => s.id));
  const links = routes.map((route) => ({
    href: hrefOf(route.id),
    label: route.title,
    description: fieldShortcuts.find((s) => s.id === route.id)?.description ?? '',
    icon: fieldShortcutIcons[route.id],
  }));
  return (
    <FieldStartPage firstname={user.firstname} links={links}>
      {isAgent && (
        // The section's place is kept while its code and the services come: nothing below it moves (CLS).
        <Suspense fallback={<ServicesToTakePlaceholder />}>
          <ServicesToTake />
        </Suspense>
      )}
    </FieldStartPage>
  );
}

/** « Mes services » while its code loads: the same heading and room as the section itself (services-to-take.tsx). */
function ServicesToTakePlaceholder() {
  return (
    <section aria-labelledby="services-to-take" className="plain-column services-to-take">
      <h2 id="services-to-take" className="t-h6">
        Mes services
      </h2>
      <p className="t-body1 t-secondary">Chargement de vos services…</p>
    </section>
  );
}

/** terrain/priseService/{id}: that service to take; without an id, the agent's services of the moment. */
function TakeService() {
  const { id } = useParams();
  return (
    <PlainPage title="Prendre un service">
      <Suspense fallback={<PageLoader />}>
        <ServicesToTake onlyId={id ?? null} />
      </Suspense>
    </PlainPage>
  );
}

/** The page of a guarded route (a lazily loaded one shows a spinner while its code arrives). */
export function PageFor({ route }: { route: AppRouteDef }) {
  return (
    <Suspense fallback={<PageLoader />}>
      <PageContent route={route} />
    </Suspense>
  );
}

function PageContent({ route }: { route: AppRouteDef }) {
  if (route.page === 'fieldStart') return <FieldStart />;
  if (route.page === 'takeService') return <TakeService />;
  return <PageOnDemand route={route} />;
}

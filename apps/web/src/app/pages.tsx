import { lazy, type ReactNode, Suspense } from 'react';
import { useParams } from 'react-router';
import { useSession } from '../api/session.ts';
import { FieldStartPage } from '../features/field/start/field-start-page.tsx';
import { PlainPage } from '../ui/plain/plain-page.tsx';
import { useAllowedRoutes } from './allowed-routes.ts';
import { fieldShortcuts } from './registry/route-table.gen.ts';
import type { AppRouteDef } from './route-def.ts';
import { hrefOf } from './routes.ts';
import { PageLoader } from './status-pages.tsx';
import { texts } from './texts.ts';

// The field start page (and the services to take) are in the first load; every other page is drawn by the page
// registry (registry/registry-page.tsx), loaded when the first of them is opened, with that page's own code.
const RegistryPage = lazy(() => import('./registry/registry-page.tsx').then((m) => ({ default: m.RegistryPage })));

const shortcutIds = fieldShortcuts.map((s) => s.id);
const shortcutOf = new Map(fieldShortcuts.map((s) => [s.id, s]));

// The queue and its database load with the agent's services, not with the rest of the app.
const ServicesToTake = lazy(() =>
  import('../features/field/field-start.ts').then((m) => ({ default: m.ServicesToTake })),
);

function FieldStart() {
  const { user, company } = useSession();
  const isAgent = company?.role === 'agent';
  const routes = useAllowedRoutes(shortcutIds);
  const links = routes.map((route) => {
    const { description, icon } = shortcutOf.get(route.id)!;
    return { href: hrefOf(route.id), label: route.title, description, icon };
  });
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
        {texts.field.myServices}
      </h2>
      <p className="t-body1 t-secondary">{texts.field.loadingServices}</p>
    </section>
  );
}

/** terrain/priseService/{id}: that service to take; without an id, the agent's services of the moment. */
function TakeService() {
  const { id } = useParams();
  return (
    <PlainPage title={texts.field.takeService}>
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

/**
 * The pages of the phone's first load, by their route's id (their registry entries are firstLoadEntry): drawn
 * without waiting for the registry. Every other page is the registry's.
 */
export const firstLoadPages: Readonly<Record<string, () => ReactNode>> = {
  fieldStart: () => <FieldStart />,
  takeService: () => <TakeService />,
};

function PageContent({ route }: { route: AppRouteDef }) {
  if (Object.hasOwn(firstLoadPages, route.id)) return firstLoadPages[route.id]();
  return <RegistryPage route={route} />;
}

import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../../ui/page.tsx';
import { ArticlesTab } from './articles-tab.tsx';
import { OffersTab } from './offers-tab.tsx';
import { OrdersTab } from './orders-tab.tsx';
import { SectionsTab } from './sections-tab.tsx';
import { TypesTab } from './types-tab.tsx';

type Version = 'v6' | 'v4';

const sectionsOf: Record<Version, Array<{ key: string; label: string; render: () => ReactNode }>> = {
  v6: [
    { key: 'offres', label: 'Offres', render: () => <OffersTab editable /> },
    { key: 'articles', label: 'Articles', render: () => <ArticlesTab /> },
    { key: 'rubriques', label: 'Rubriques', render: () => <SectionsTab /> },
    { key: 'types', label: 'Types d’articles', render: () => <TypesTab /> },
    {
      key: 'commandes',
      label: 'Commandes et livraisons',
      render: () => <OrdersTab path="/admin/fetch/subscription-orders" editable />,
    },
  ],
  v4: [
    { key: 'offres', label: 'Offres', render: () => <OffersTab editable={false} /> },
    {
      key: 'commandes',
      label: 'Commandes d’articles',
      render: () => <OrdersTab path="/admin/fetch/agency-article-orders" editable={false} />,
    },
  ],
};

/**
 * subscription-v6/:section? (offers, articles, sections, article types, orders and deliveries) and
 * subscription-v4/:section? (offers list, agency article orders): one tab per section, in the path.
 */
export function SubscriptionAdminPage({
  version,
  section,
  sectionHref,
}: {
  version: Version;
  section: string | undefined;
  sectionHref: (section: string) => string;
}) {
  const sections = sectionsOf[version];
  const current = sections.find((s) => s.key === section) ?? sections[0];
  return (
    <Page
      title={version === 'v6' ? 'Abonnements et boutique' : 'Abonnements (v4)'}
      subtitle={
        version === 'v6'
          ? 'Les offres, le catalogue de la boutique, ses rubriques, les commandes et leurs livraisons.'
          : 'Les offres et les commandes d’articles des agences.'
      }
    >
      <Card sx={{ mb: 2 }}>
        <Tabs value={current.key} variant="scrollable" allowScrollButtonsMobile aria-label="Sections">
          {sections.map((s) => (
            <Tab key={s.key} value={s.key} label={s.label} component={RouterLink} to={sectionHref(s.key)} />
          ))}
        </Tabs>
      </Card>
      {current.render()}
    </Page>
  );
}

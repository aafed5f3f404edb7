import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../../ui/page.tsx';
import { texts } from '../texts.ts';
import { ArticlesTab } from './articles-tab.tsx';
import { OffersTab } from './offers-tab.tsx';
import { OrdersTab } from './orders-tab.tsx';
import { SectionsTab } from './sections-tab.tsx';
import { TypesTab } from './types-tab.tsx';

type Version = 'v6' | 'v4';

const sectionsOf: Record<Version, Array<{ key: string; label: string; render: () => ReactNode }>> = {
  v6: [
    { key: 'offres', label: texts.offres, render: () => <OffersTab editable /> },
    { key: 'articles', label: texts.articles, render: () => <ArticlesTab /> },
    { key: 'rubriques', label: texts.rubriques, render: () => <SectionsTab /> },
    { key: 'types', label: texts.typesDArticles, render: () => <TypesTab /> },
    {
      key: 'commandes',
      label: texts.commandesEtLivraisons,
      render: () => <OrdersTab path="/admin/fetch/subscription-orders" editable />,
    },
  ],
  v4: [
    { key: 'offres', label: texts.offres, render: () => <OffersTab editable={false} /> },
    {
      key: 'commandes',
      label: texts.commandesDArticles,
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
      title={version === 'v6' ? texts.abonnementsEtBoutique : texts.abonnementsV4}
      subtitle={version === 'v6' ? texts.lesOffresLeCatalogue : texts.lesOffresEtLes}
    >
      <Card sx={{ mb: 2 }}>
        <Tabs value={current.key} variant="scrollable" allowScrollButtonsMobile aria-label={texts.sections}>
          {sections.map((s) => (
            <Tab key={s.key} value={s.key} label={s.label} component={RouterLink} to={sectionHref(s.key)} />
          ))}
        </Tabs>
      </Card>
      {current.render()}
    </Page>
  );
}

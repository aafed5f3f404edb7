import { useSitesHours } from './api/find-sites-hours.ts';
import { exportSitesHours } from './export-hours.ts';
import { HoursListPage } from './hours-list-page.tsx';
import { SitesHoursTable } from './sites-hours-table.tsx';
import { hoursTexts as texts } from './texts.ts';
import { useHoursListPage } from './use-hours-list.ts';

/** Heures par site: per site over a month (or a chosen range), with totals, detail and CSV export. */
export function SitesHoursPage() {
  const page = useHoursListPage(useSitesHours, exportSitesHours);
  return (
    <HoursListPage
      {...page}
      title={texts.sitesTitle}
      subtitle={texts.sitesSubtitle}
      searchLabel={texts.site}
      emptyTitle={texts.emptySites}
    >
      {(data, openDetail) => (
        <SitesHoursTable
          page={data}
          onOpen={(row) => openDetail({ kind: 'site', id: row.site.id, name: row.site.name })}
        />
      )}
    </HoursListPage>
  );
}

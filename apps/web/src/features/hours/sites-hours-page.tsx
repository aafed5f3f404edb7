import { useSession } from '../../api/session.ts';
import { useSitesHours } from './api/find-sites-hours.ts';
import { exportSitesHours } from './export-hours.ts';
import { HoursListPage } from './hours-list-page.tsx';
import { hoursTexts as texts } from './hours-texts.ts';
import { SitesHoursTable } from './sites-hours-table.tsx';
import { useHoursList } from './use-hours-list.ts';

/** Heures par site: per site over a month (or a chosen range), with totals, detail and CSV export. */
export function SitesHoursPage() {
  const agencyId = useSession().agencyId as string;
  const list = useHoursList();
  const query = useSitesHours(agencyId, list.input);
  return (
    <HoursListPage
      agencyId={agencyId}
      title={texts.sitesTitle}
      subtitle={texts.sitesSubtitle}
      searchLabel={texts.site}
      emptyTitle={texts.emptySites}
      list={list}
      query={query}
      onExport={() => exportSitesHours(agencyId, { ...list.input, page: 1 })}
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

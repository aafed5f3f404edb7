import { auditActionLabels } from '@securite/domain/admin/schemas';
import { useState } from 'react';
import { FilterBar, SelectFilter } from '../../../ui/filter-bar.tsx';
import { Page } from '../../../ui/page.tsx';
import { AuditLogList } from './audit-log-list.tsx';

const actions = { all: 'Toutes les actions', ...auditActionLabels } as Record<string, string>;

/** Journal d’audit: what platform staff did (impersonations, visits, imports, changes), newest first. */
export function AuditLogPage() {
  const [action, setAction] = useState('all');
  return (
    <Page
      title="Journal d’audit"
      subtitle="Les actions de l’équipe de la plateforme, des plus récentes aux plus anciennes."
    >
      <AuditLogList
        key={action}
        showAgency
        action={action === 'all' ? null : action}
        filters={
          <FilterBar rowFrom="sm">
            <SelectFilter label="Action" value={action} onChange={setAction} options={actions} sx={{ minWidth: 280 }} />
          </FilterBar>
        }
      />
    </Page>
  );
}

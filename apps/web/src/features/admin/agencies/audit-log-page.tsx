import { auditActionLabels } from '@securite/domain/admin/schemas';
import { useState } from 'react';
import { FilterBar, SelectFilter } from '../../../ui/filter-bar.tsx';
import { Page } from '../../../ui/page.tsx';
import { texts } from '../texts.ts';
import { AuditLogList } from './audit-log-list.tsx';

const actions = { all: texts.toutesLesActions, ...auditActionLabels } as Record<string, string>;

/** Journal d’audit: what platform staff did (impersonations, visits, imports, changes), newest first. */
export function AuditLogPage() {
  const [action, setAction] = useState('all');
  return (
    <Page title={texts.journalDAudit} subtitle={texts.lesActionsDeL}>
      <AuditLogList
        key={action}
        showAgency
        action={action === 'all' ? null : action}
        filters={
          <FilterBar rowFrom="sm">
            <SelectFilter
              label={texts.action}
              value={action}
              onChange={setAction}
              options={actions}
              sx={{ minWidth: 280 }}
            />
          </FilterBar>
        }
      />
    </Page>
  );
}

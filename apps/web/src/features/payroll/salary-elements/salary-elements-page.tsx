import AddIcon from '@mui/icons-material/Add';
import PaymentsIcon from '@mui/icons-material/Payments';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isGranted } from '@securite/domain/auth/access';
import type { SalaryElement } from '@securite/domain/payroll/salary-elements';
import { useSession } from '../../../api/session.ts';
import { confirmThenRun } from '../../../ui/dialogs/confirm-dialog.tsx';
import { useListState } from '../../../ui/list-state.ts';
import { ListView } from '../../../ui/list-view.tsx';
import { currentMonth, MonthPicker } from '../../../ui/month-picker.tsx';
import { Page } from '../../../ui/page.tsx';
import { salaryTexts as texts } from '../texts.ts';
import { useDeleteSalaryElement } from './api/delete-salary-element.ts';
import { useSalaryElementAgents } from './api/find-salary-element-agents.ts';
import { useSalaryElements } from './api/find-salary-elements.ts';
import { salaryElementDialog } from './salary-element-dialog-handle.ts';
import { SalaryElementsTable } from './salary-elements-table.tsx';

/** Éléments de salaire: the month's bonuses, deductions, advances and expenses, by agent. */
export function SalaryElementsPage() {
  const { agencyId, actor } = useSession();
  const id = agencyId as string;
  const canCreate = isGranted(actor, ['salaryElements.create']);
  const canEdit = isGranted(actor, ['salaryElements.edit']);
  const { filters, setFilters, page, rowsPerPage, paging } = useListState<{ month: string; agentId: string }>(
    () => ({ month: currentMonth(), agentId: '' }),
    { userSizes: true },
  );
  const { month, agentId } = filters;
  const query = useSalaryElements(id, {
    filters: { month, agentId: agentId || undefined },
    page: page + 1,
    limit: rowsPerPage,
    orderBy: { field: 'createdAt', direction: 'desc' },
  });
  const agents = useSalaryElementAgents(id);
  const remove = useDeleteSalaryElement(id);
  const elements = query.data?.data ?? [];

  const openDialog = (element: SalaryElement | null) =>
    void salaryElementDialog.open({ agencyId: id, element, month, agentId: agentId || undefined });

  const askDelete = async (element: SalaryElement) => {
    await confirmThenRun(
      {
        title: texts.deleteTitle,
        message: texts.deleteMessage(element.label, element.agent.fullname),
        confirmLabel: texts.delete,
        destructive: true,
      },
      () => remove.mutateAsync(element.id),
      texts.deleted,
    );
  };

  return (
    <Page
      title={texts.title}
      subtitle={texts.subtitle}
      actions={
        canCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => openDialog(null)}>
            {texts.add}
          </Button>
        )
      }
    >
      <ListView
        filters={
          <Stack direction="row" spacing={2} sx={{ p: 2, flexWrap: 'wrap', alignItems: 'center', rowGap: 2 }}>
            <MonthPicker
              value={month}
              onChange={(next) => {
                setFilters((current) => ({ ...current, month: next }));
              }}
            />
            <TextField
              select
              size="small"
              label={texts.agent}
              value={agentId}
              onChange={(event) => {
                setFilters({ ...filters, agentId: event.target.value });
              }}
              sx={{ minWidth: 240 }}
            >
              <MenuItem value="">{texts.allAgents}</MenuItem>
              {(agents.data ?? []).map((agent) => (
                <MenuItem key={agent.id} value={agent.id}>
                  {agent.fullname}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        }
        query={query}
        loadingLabel={texts.loading}
        errorText={texts.loadFailed}
        empty={elements.length === 0}
        emptyIcon={<PaymentsIcon fontSize="inherit" />}
        emptyTitle={texts.empty}
        emptyContent={canCreate ? texts.emptyHint : undefined}
        paging={paging(query.data?.total ?? 0)}
      >
        <SalaryElementsTable
          elements={elements}
          onEdit={canEdit ? (element) => openDialog(element) : undefined}
          onDelete={canEdit ? askDelete : undefined}
        />
      </ListView>
    </Page>
  );
}

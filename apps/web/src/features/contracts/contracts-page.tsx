import AddIcon from '@mui/icons-material/Add';
import DescriptionIcon from '@mui/icons-material/Description';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isGranted } from '@securite/domain/auth/access';
import type { ContractKind } from '@securite/domain/contracts/contract-kinds';
import { CONTRACT_PAGE_SIZE, type Contract } from '@securite/domain/contracts/contract-schemas';
import {
  type ContractStatus,
  contractStatuses,
  contractStatusLabels,
} from '@securite/domain/contracts/contract-status';
import { duplicateContract } from '@securite/domain/contracts/duplicate-contract';
import { useState } from 'react';
import { useSession } from '../../api/session.ts';
import { useListState } from '../../ui/list-state.ts';
import { ListView } from '../../ui/list-view.tsx';
import { Page } from '../../ui/page.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useChangeContractStatus } from './api/change-contract-status.ts';
import { useDeleteContract } from './api/delete-contract.ts';
import { useContracts } from './api/find-contracts.ts';
import { deleteContract, downloadPdf, markUnsigned, sendForSignature } from './contract-actions.ts';
import { ContractDetailDialog } from './contract-detail-dialog.tsx';
import { contractDialog } from './contract-dialog-handle.ts';
import { type ContractAction, ContractsTable } from './contracts-table.tsx';
import { signaturesDialog, templatesDialog } from './dialog-handles.ts';

import { texts as localTexts } from './texts.ts';

const texts = {
  customer: {
    title: localTexts.contratsClients,
    subtitle: localTexts.redigesDepuisUnModele,
    empty: localTexts.aucunContratClient,
  },
  agent: {
    title: localTexts.contratsCollaborateurs,
    subtitle: localTexts.contratsDeTravailEt,
    empty: localTexts.aucunContratCollaborateur,
  },
} as const;

/** customer (Contrats clients) and agent_contracts (Contrats collaborateurs): 25 a page, newest first. */
export function ContractsPage({ kind }: { kind: ContractKind }) {
  const { agencyId, actor } = useSession();
  const id = agencyId as string;
  const rights = { create: isGranted(actor, ['contracts.create']), edit: isGranted(actor, ['contracts.edit']) };
  const canTemplates = isGranted(actor, ['contractTemplates.create', 'contractTemplates.edit']);
  const { filters, setFilters, page, rowsPerPage, paging } = useListState<{
    status: ContractStatus | '';
    search: string;
  }>({ status: '', search: '' }, { rowsPerPage: CONTRACT_PAGE_SIZE, userSizes: true });
  const { status, search } = filters;
  const [opened, setOpened] = useState<Contract | null>(null);
  const debounced = useDebouncedValue(search.trim());
  const query = useContracts(id, kind, {
    filters: { status: status || undefined, search: debounced || undefined },
    page: page + 1,
    limit: rowsPerPage,
    orderBy: { field: 'createdAt', direction: 'desc' },
  });
  const statusMutation = useChangeContractStatus(id, kind);
  const remove = useDeleteContract(id, kind);
  const contracts = query.data?.data ?? [];
  const t = texts[kind];

  const run = (contract: Contract, action: ContractAction) => {
    if (action === 'edit') void contractDialog.open({ agencyId: id, kind, initial: contract });
    else if (action === 'duplicate')
      void contractDialog.open({
        agencyId: id,
        kind,
        initial: duplicateContract({
          ...contract,
          customerId: contract.customer?.id ?? null,
          agentId: contract.agent?.id ?? null,
        }),
      });
    else if (action === 'send') void sendForSignature(contract, statusMutation);
    else if (action === 'unsign') void markUnsigned(contract, statusMutation);
    else if (action === 'delete') void deleteContract(contract, remove);
    else void downloadPdf(id, kind, contract);
  };

  return (
    <Page
      title={t.title}
      subtitle={t.subtitle}
      actions={
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {(canTemplates || rights.create || rights.edit) && (
            <Button onClick={() => void templatesDialog.open({ agencyId: id, kind, canEdit: canTemplates })}>
              {localTexts.modeles}
            </Button>
          )}
          <Button onClick={() => void signaturesDialog.open({ agencyId: id, canEdit: rights.edit })}>
            {localTexts.signaturesDeLAgence}
          </Button>
          {rights.create && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => void contractDialog.open({ agencyId: id, kind, initial: null })}
            >
              {localTexts.nouveauContrat}
            </Button>
          )}
        </Stack>
      }
    >
      <ListView
        filters={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2 }}>
            <TextField
              size="small"
              label={localTexts.rechercher}
              placeholder={
                kind === 'customer' ? localTexts.titreReferenceClient : localTexts.titreReferenceCollaborateur
              }
              value={search}
              onChange={(event) => {
                setFilters({ ...filters, search: event.target.value });
              }}
              sx={{ flexGrow: 1 }}
            />
            <TextField
              select
              size="small"
              label={localTexts.statut}
              value={status}
              onChange={(event) => {
                setFilters({ ...filters, status: event.target.value as ContractStatus | '' });
              }}
              sx={{ minWidth: 220 }}
            >
              <MenuItem value="">{localTexts.tousLesStatuts}</MenuItem>
              {contractStatuses.map((s) => (
                <MenuItem key={s} value={s}>
                  {contractStatusLabels[s]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        }
        query={query}
        loadingLabel={localTexts.chargementDesContrats}
        errorText={localTexts.impossibleDeChargerLesContrats}
        empty={contracts.length === 0}
        emptyIcon={<DescriptionIcon fontSize="inherit" />}
        emptyTitle={t.empty}
        emptyContent={rights.create ? localTexts.creezUnContratDepuis : undefined}
        paging={paging(query.data?.total ?? 0)}
      >
        <ContractsTable kind={kind} contracts={contracts} rights={rights} onAction={run} onOpen={setOpened} />
      </ListView>
      {opened && (
        <ContractDetailDialog
          contract={contracts.find((c) => c.id === opened.id) ?? opened}
          onClose={() => setOpened(null)}
          onDownload={opened.status === 'created' ? null : () => void downloadPdf(id, kind, opened)}
        />
      )}
    </Page>
  );
}

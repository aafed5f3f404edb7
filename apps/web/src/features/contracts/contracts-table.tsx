import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ContractKind } from '@securite/domain/contracts/contract-kinds';
import type { Contract } from '@securite/domain/contracts/contract-schemas';
import { formatDay } from '@securite/domain/time/calendar-day';
import { useState } from 'react';
import { ContractStatusChip } from './contract-status-chip.tsx';

import { texts } from './texts.ts';

export type ContractAction = 'edit' | 'send' | 'unsign' | 'duplicate' | 'download' | 'delete';

const actionLabels: Record<ContractAction, string> = {
  edit: texts.modifier,
  send: texts.envoyerPourSignature2,
  unsign: texts.marquerNonSigne,
  duplicate: texts.dupliquer,
  download: texts.telechargerLePdf,
  delete: texts.supprimer,
};

/** The actions a contract offers, by its status and the user's rights. */
export function actionsOf(contract: Contract, rights: { create: boolean; edit: boolean }): ContractAction[] {
  const actions: ContractAction[] = [];
  if (rights.edit && contract.status === 'created') actions.push('edit');
  if (rights.edit && contract.status !== 'signed') actions.push('send');
  if (rights.edit && contract.status !== 'created') actions.push('unsign');
  if (rights.create) actions.push('duplicate');
  if (contract.status !== 'created') actions.push('download');
  if (rights.edit) actions.push('delete');
  return actions;
}

const day = (iso: string | null) => (iso ? formatDay(iso.slice(0, 10)) : '—');

function RowMenu({
  contract,
  actions,
  onAction,
}: {
  contract: Contract;
  actions: ContractAction[];
  onAction: (a: ContractAction) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (actions.length === 0) return null;
  return (
    <>
      <IconButton aria-label={texts.actionsTitle(contract.title)} onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action}
            onClick={() => {
              setAnchor(null);
              onAction(action);
            }}
            sx={action === 'delete' || action === 'unsign' ? { color: 'error.main' } : undefined}
          >
            {action === 'download' && contract.status === 'signed' ? texts.telechargerLePdfSigne : actionLabels[action]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** The contracts of a kind: title, reference, party, status, validity, dates; the actions in a menu per row. */
export function ContractsTable({
  kind,
  contracts,
  rights,
  onAction,
  onOpen,
}: {
  kind: ContractKind;
  contracts: Contract[];
  rights: { create: boolean; edit: boolean };
  onAction: (contract: Contract, action: ContractAction) => void;
  onOpen: (contract: Contract) => void;
}) {
  return (
    <Table aria-label={kind === 'customer' ? texts.contratsClients : texts.contratsCollaborateurs} size="small">
      <TableHead>
        <TableRow>
          <TableCell>{texts.contrat}</TableCell>
          <TableCell>{kind === 'customer' ? texts.client : texts.collaborateur}</TableCell>
          <TableCell>{texts.statut}</TableCell>
          <TableCell>{texts.validite}</TableCell>
          <TableCell>{texts.creeLe}</TableCell>
          <TableCell>{texts.signeLe}</TableCell>
          <TableCell align="right">{texts.actions}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {contracts.map((contract) => (
          <TableRow key={contract.id} hover>
            <TableCell>
              <Link component="button" type="button" onClick={() => onOpen(contract)} sx={{ textAlign: 'left' }}>
                {contract.title}
              </Link>
              {contract.reference && (
                <Typography variant="caption" color="text.secondary" component="p">
                  {contract.reference}
                </Typography>
              )}
            </TableCell>
            <TableCell>{contract.customer?.name ?? contract.agent?.fullname ?? '—'}</TableCell>
            <TableCell>
              <ContractStatusChip status={contract.status} />
            </TableCell>
            <TableCell>
              {contract.startDate || contract.endDate
                ? `${contract.startDate ? formatDay(contract.startDate) : '…'} → ${contract.endDate ? formatDay(contract.endDate) : '…'}`
                : '—'}
            </TableCell>
            <TableCell>{day(contract.createdAt)}</TableCell>
            <TableCell>{day(contract.signedAt)}</TableCell>
            <TableCell align="right">
              <RowMenu
                contract={contract}
                actions={actionsOf(contract, rights)}
                onAction={(action) => onAction(contract, action)}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Contract } from '@securite/domain/contracts/contract-schemas';
import { useId } from 'react';
import { ContractStatusChip } from './contract-status-chip.tsx';

import { texts } from './texts.ts';

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

/** A contract's status, signer and signatures (the audit: who, when, IP, browser, document hash). */
export function ContractDetailDialog({
  contract,
  onClose,
  onDownload,
}: {
  contract: Contract;
  onClose: () => void;
  onDownload: (() => void) | null;
}) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{contract.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ContractStatusChip status={contract.status} />
            {contract.reference && <Typography variant="body2">{contract.reference}</Typography>}
          </Stack>
          <Typography variant="body2">
            {texts.signataireValueValue2(
              contract.signerName ?? '—',
              contract.signerEmail ? ` (${contract.signerEmail})` : '',
            )}
          </Typography>
          {contract.sentAt && <Typography variant="body2">{texts.envoyeLeValue(dateTime(contract.sentAt))}</Typography>}
          {contract.linkExpiresAt && (
            <Typography variant="body2">{texts.lienDeSignatureValue(dateTime(contract.linkExpiresAt))}</Typography>
          )}
          {contract.file && (
            <Typography variant="caption" sx={{ wordBreak: 'break-all' }}>
              {texts.pdfSigneConserveSha256(contract.file.sha256)}
            </Typography>
          )}
          <Divider />
          <Typography variant="subtitle2">{texts.signatures}</Typography>
          {contract.signatures.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {texts.aucuneSignaturePourL}
            </Typography>
          )}
          {contract.signatures.map((s) => (
            <Stack key={s.id} spacing={0.25}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {`${s.role === 'agency' ? texts.agence : texts.signataire} — ${s.signerName}`}
              </Typography>
              <Typography variant="caption">
                {texts.leIpValueValue2(dateTime(s.signedAt), s.ip ?? 'inconnue')}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                {`${s.userAgent ?? texts.navigateurInconnu} · document ${s.documentSha256}`}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        {onDownload && <Button onClick={onDownload}>{texts.telechargerLePdf}</Button>}
        <Button onClick={onClose}>{texts.fermer}</Button>
      </DialogActions>
    </Dialog>
  );
}

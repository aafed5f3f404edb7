import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { sealTexts } from '@securite/domain/events/event-seal-messages';
import { useState } from 'react';
import { saveFile } from '../../api/download-file.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { getChainHead } from './api/get-chain-head.ts';
import { useSiteChain } from './api/get-site-chain.ts';
import { CheckHeadDialog } from './check-head-dialog.tsx';

import { texts } from './texts.ts';

const MAX_SHOWN = 5;

/** « 2026-12-02 » from an ISO instant, for the exported file's name. */
const fileDay = (iso: string) => iso.slice(0, 10);

/**
 * The seal of a site's main courante, for staff: green « Intègre » or red with each entry where it breaks and what
 * changed; the head (count and hash) to keep; « Exporter l'empreinte » saves it as a file, « Vérifier une
 * empreinte » checks one kept earlier.
 */
export function ChainSeal({ agencyId, siteId, siteName }: { agencyId: string; siteId: string; siteName: string }) {
  const chain = useSiteChain(agencyId, siteId);
  const [checking, setChecking] = useState(false);
  const [exporting, setExporting] = useState(false);
  if (!chain.data) return null;
  const { data } = chain;
  const exportHead = async () => {
    setExporting(true);
    try {
      const head = await getChainHead(agencyId, siteId);
      const blob = new Blob([`${JSON.stringify(head, null, 2)}\n`], { type: 'application/json' });
      const name = siteName
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^A-Za-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .toLowerCase();
      saveFile({ blob, filename: `empreinte-main-courante-${name || 'site'}-${fileDay(head.exportedAt)}.json` });
      notify.success(texts.empreinteExporteeGardezCe);
    } finally {
      setExporting(false);
    }
  };
  const others = data.problems.length - MAX_SHOWN;
  return (
    <Stack spacing={1}>
      <Alert severity={data.intact ? 'success' : 'error'} aria-label={texts.integriteDeLaMain}>
        {data.intact ? (
          <>
            {texts.chaineDePreuve} {data.label} ({data.count} {texts.entreeS}
          </>
        ) : (
          <>
            <AlertTitle>
              {texts.chaineDePreuve} {data.label} ({data.count} {texts.entreeS}
            </AlertTitle>
            {data.problems.length > 1 && (
              <Box component="ul" sx={{ m: 0, pl: 2 }} aria-label={texts.ecartsTrouves}>
                {data.problems.slice(0, MAX_SHOWN).map((problem) => (
                  <li key={`${problem.reason}-${problem.position}-${problem.entryId}-${problem.eventId}`}>
                    {problem.label}
                  </li>
                ))}
                {others > 0 && <li>et {others} autre(s)</li>}
              </Box>
            )}
          </>
        )}
      </Alert>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {texts.empreinteActuelle} {data.head.count} {texts.entreeS2}
        </Typography>
        <Typography
          variant="body2"
          aria-label={texts.empreinteActuelle2}
          sx={{ fontFamily: 'monospace', wordBreak: 'break-all', userSelect: 'all' }}
        >
          {data.head.hash}
        </Typography>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" onClick={() => void exportHead()} disabled={exporting}>
          {sealTexts.export}
        </Button>
        <Button variant="outlined" onClick={() => setChecking(true)}>
          {sealTexts.check}
        </Button>
      </Stack>
      {checking && <CheckHeadDialog agencyId={agencyId} siteId={siteId} onClose={() => setChecking(false)} />}
    </Stack>
  );
}

import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Page } from '../../ui/page.tsx';
import { useUsefulLinks } from './api/get-links.ts';
import { useServerVersion } from './api/get-version.ts';

import { texts } from './texts.ts';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
      <Typography sx={{ color: 'text.secondary', minWidth: 200 }}>{label}</Typography>
      <Typography component="div">{children}</Typography>
    </Stack>
  );
}

/** À propos (liensUtiles): the version (GET /version) and the legal information. */
export function AboutPage() {
  const version = useServerVersion();
  const links = useUsefulLinks();
  const support = links.data?.supportEmail ?? null;
  return (
    <Page title={texts.aPropos} subtitle={texts.securitePlateformePlanningTerrain}>
      <Stack spacing={2}>
        <Card>
          <CardContent>
            <Stack spacing={1.5}>
              <Line label={texts.version}>
                {version.data?.version ?? (version.isError ? texts.indisponible : texts.chargement)}
              </Line>
              <Line label={texts.support}>
                {support ? <a href={`mailto:${support}`}>{support}</a> : texts.depuisVotreAgence}
              </Line>
            </Stack>
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
              {texts.informationsLegales}
            </Typography>
            <Stack spacing={1.5} divider={<Divider flexItem />}>
              <Typography>{texts.chaqueAgenceResteResponsable}</Typography>
              <Typography>{texts.vosDroitsDAcces}</Typography>
              <Typography>{texts.lesEntreprisesDeSecurite}</Typography>
            </Stack>
          </CardContent>
        </Card>
      </Stack>
    </Page>
  );
}

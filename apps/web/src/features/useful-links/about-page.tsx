import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Page } from '../../ui/page.tsx';
import { useUsefulLinks } from './api/get-links.ts';
import { useServerVersion } from './api/get-version.ts';

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
    <Page
      title="À propos"
      subtitle="Sécurité Plateforme : planning, terrain et gestion des agences de sécurité privée."
    >
      <Stack spacing={2}>
        <Card>
          <CardContent>
            <Stack spacing={1.5}>
              <Line label="Version">{version.data?.version ?? (version.isError ? 'Indisponible' : 'Chargement…')}</Line>
              <Line label="Support">
                {support ? <a href={`mailto:${support}`}>{support}</a> : 'Depuis votre agence'}
              </Line>
            </Stack>
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
              Informations légales
            </Typography>
            <Stack spacing={1.5} divider={<Divider flexItem />}>
              <Typography>
                Chaque agence reste responsable des données qu’elle enregistre (collaborateurs, clients, main courante)
                : la plateforme les traite pour son compte, en sous-traitant au sens du RGPD (article 28).
              </Typography>
              <Typography>
                Vos droits d’accès, de rectification et d’effacement s’exercent auprès de votre agence ou, pour votre
                compte, auprès du support. Les journaux de connexion et d’accès du support sont conservés pour la
                sécurité de la plateforme.
              </Typography>
              <Typography>
                Les entreprises de sécurité privée affichent leur numéro d’autorisation CNAPS sur leurs documents : «
                L’autorisation administrative préalable ne confère aucun caractère officiel à l’entreprise ou aux
                personnes qui en bénéficient » (article L612-14 du Code de la sécurité intérieure).
              </Typography>
            </Stack>
          </CardContent>
        </Card>
      </Stack>
    </Page>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useSession } from '../../api/session.ts';
import { Page } from '../../ui/page.tsx';
import { ActivityTypesSettings } from './activity-types-settings.tsx';
import { AgencyTypesSettings } from './agency-types-settings.tsx';
import { useFieldSettings } from './api/get-field-settings.ts';
import { EventTypesSettings } from './event-types-settings.tsx';
import { LoneWorkerSettingsForm } from './lone-worker-settings.tsx';
import { ServiceWindowSettingsForm } from './service-window-settings.tsx';

function Section({
  id,
  title,
  subtitle,
  children,
}: {
  id: string;
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={`titre-${id}`}>
      <CardHeader
        title={
          <Typography id={`titre-${id}`} variant="h6" component="h2">
            {title}
          </Typography>
        }
        subheader={subtitle}
      />
      <Divider />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/**
 * Paramètres › Terrain: event types, lone-worker protection, unavailability and request types; `planning` is the
 * planning section and `stock` the stock's (the simplified mode), given by the app (they belong to their screens).
 */
export function FieldSettingsPage({ planning, stock }: { planning?: ReactNode; stock?: ReactNode }) {
  const { agencyId } = useSession();
  const settings = useFieldSettings(agencyId);
  const id = agencyId!;
  return (
    <Page title="Paramètres terrain" subtitle="Ce que les agents voient et utilisent sur le terrain.">
      <Stack spacing={3}>
        <Section
          id="evenements"
          title="Types d’événement"
          subtitle="Les types de main courante proposés aux agents, sauf sur les sites qui ont les leurs."
        >
          {settings.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => settings.refetch()}>
                  Réessayer
                </Button>
              }
            >
              Impossible de charger les paramètres. {settings.error.message}
            </Alert>
          ) : (
            <EventTypesSettings agencyId={id} settings={settings.data} />
          )}
        </Section>
        <Section
          id="pti"
          title="Protection du travailleur isolé"
          subtitle="Détection d’inactivité des agents pendant leurs services."
        >
          {settings.data ? (
            <LoneWorkerSettingsForm agencyId={id} settings={settings.data.loneWorker} />
          ) : (
            !settings.isError && (
              <Box>
                <CircularProgress aria-label="Chargement des paramètres" size={28} />
              </Box>
            )
          )}
        </Section>
        {settings.data && (
          <Section
            id="prise-de-service"
            title="Prise et fin de service"
            subtitle="Quand un agent peut prendre son service, et quand une fin tardive est signalée au bureau."
          >
            <ServiceWindowSettingsForm agencyId={id} settings={settings.data} />
          </Section>
        )}
        {settings.data && (
          <Section
            id="activites"
            title="Types d’activité et fin de service"
            subtitle="Les interventions que les agents démarrent depuis leur téléphone, et ce que la fin demande."
          >
            <ActivityTypesSettings agencyId={id} settings={settings.data} />
          </Section>
        )}
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Section
            id="indisponibilites"
            title="Types d’indisponibilité"
            subtitle="Proposés quand une indisponibilité est déclarée."
          >
            <AgencyTypesSettings agencyId={id} kind="unavailability" />
          </Section>
          <Section id="demandes" title="Types de demande" subtitle="Proposés aux collaborateurs pour leurs demandes.">
            <AgencyTypesSettings agencyId={id} kind="request" />
          </Section>
        </Box>
        {stock && (
          <Section
            id="stock"
            title="Stock"
            subtitle="Catalogue de matériel avec attributions et mouvements, ou simple liste d’équipement par collaborateur."
          >
            {stock}
          </Section>
        )}
        {planning && (
          <Section
            id="planning"
            title="Planning"
            subtitle="Contrôles bloquants à l’enregistrement, couleurs du planning et coefficients des heures."
          >
            {planning}
          </Section>
        )}
      </Stack>
    </Page>
  );
}

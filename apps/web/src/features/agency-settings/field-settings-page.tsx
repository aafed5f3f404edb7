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
import { AlertSettingsForm } from './alert-settings.tsx';
import { useFieldSettings } from './api/get-field-settings.ts';
import { EventTypesSettings } from './event-types-settings.tsx';
import { LoneWorkerSettingsForm } from './lone-worker-settings.tsx';
import { ServiceWindowSettingsForm } from './service-window-settings.tsx';

import { texts } from './texts.ts';

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
    <Page title={texts.parametresTerrain} subtitle={texts.ceQueLesAgents}>
      <Stack spacing={3}>
        <Section id="evenements" title={texts.typesDEvenement} subtitle={texts.lesTypesDeMain}>
          {settings.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => settings.refetch()}>
                  {texts.reessayer}
                </Button>
              }
            >
              {texts.impossibleDeChargerLes} {settings.error.message}
            </Alert>
          ) : (
            <EventTypesSettings agencyId={id} settings={settings.data} />
          )}
        </Section>
        <Section id="pti" title={texts.protectionDuTravailleurIsole} subtitle={texts.detectionDInactiviteDes}>
          {settings.data ? (
            <LoneWorkerSettingsForm agencyId={id} settings={settings.data.loneWorker} />
          ) : (
            !settings.isError && (
              <Box>
                <CircularProgress aria-label={texts.chargementDesParametres} size={28} />
              </Box>
            )
          )}
        </Section>
        {settings.data && (
          <Section id="prise-de-service" title={texts.priseEtFinDe} subtitle={texts.quandUnAgentPeut}>
            <ServiceWindowSettingsForm agencyId={id} settings={settings.data} />
          </Section>
        )}
        {settings.data && (
          <Section id="alertes" title={texts.alertesDeService} subtitle={texts.sansQuePersonneNe}>
            <AlertSettingsForm agencyId={id} settings={settings.data} />
          </Section>
        )}
        {settings.data && (
          <Section id="activites" title={texts.typesDActiviteEt} subtitle={texts.lesInterventionsQueLes}>
            <ActivityTypesSettings agencyId={id} settings={settings.data} />
          </Section>
        )}
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Section
            id="indisponibilites"
            title={texts.typesDIndisponibilite}
            subtitle={texts.proposesQuandUneIndisponibilite}
          >
            <AgencyTypesSettings agencyId={id} kind="unavailability" />
          </Section>
          <Section id="demandes" title={texts.typesDeDemande} subtitle={texts.proposesAuxCollaborateursPour}>
            <AgencyTypesSettings agencyId={id} kind="request" />
          </Section>
        </Box>
        {stock && (
          <Section id="stock" title={texts.stock} subtitle={texts.catalogueDeMaterielAvec}>
            {stock}
          </Section>
        )}
        {planning && (
          <Section id="planning" title={texts.planning} subtitle={texts.controlesBloquantsAL}>
            {planning}
          </Section>
        )}
      </Stack>
    </Page>
  );
}

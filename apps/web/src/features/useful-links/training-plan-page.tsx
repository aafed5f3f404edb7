import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SchoolIcon from '@mui/icons-material/School';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { EmptyState, Page } from '../../ui/page.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { useUsefulLinks } from './api/get-links.ts';

import { texts } from './texts.ts';

/** Plan de formation (liensUtiles): leads to the training plan the platform publishes (its address is configured). */
export function TrainingPlanPage() {
  const query = useUsefulLinks();
  const url = query.data?.trainingPlanUrl ?? null;
  const support = query.data?.supportEmail ?? null;
  return (
    <Page title={texts.planDeFormation} subtitle={texts.seFormerALa}>
      <Card>
        <QueryView
          query={query}
          loadingLabel={texts.chargementDuPlanDe}
          errorText={texts.impossibleDeChargerLe}
          empty={!url}
          emptyState={
            <EmptyState icon={<SchoolIcon fontSize="inherit" />} title={texts.lePlanDeFormation}>
              {support && (
                <Typography>
                  {texts.pourOrganiserUneFormation} <a href={`mailto:${support}`}>{support}</a>
                </Typography>
              )}
            </EmptyState>
          }
        >
          <CardContent>
            <Typography sx={{ mb: 2 }}>{texts.lePlanDeFormationS}</Typography>
            <Button
              variant="contained"
              href={url ?? ''}
              target="_blank"
              rel="noopener noreferrer"
              endIcon={<OpenInNewIcon />}
            >
              {texts.ouvrirLePlanDe}
            </Button>
          </CardContent>
        </QueryView>
      </Card>
    </Page>
  );
}

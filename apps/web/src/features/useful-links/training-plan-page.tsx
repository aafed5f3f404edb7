import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SchoolIcon from '@mui/icons-material/School';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { EmptyState, Page } from '../../ui/page.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { useUsefulLinks } from './api/get-links.ts';

/** Plan de formation (liensUtiles): leads to the training plan the platform publishes (its address is configured). */
export function TrainingPlanPage() {
  const query = useUsefulLinks();
  const url = query.data?.trainingPlanUrl ?? null;
  const support = query.data?.supportEmail ?? null;
  return (
    <Page title="Plan de formation" subtitle="Se former à la plateforme : prise en main, planning, facturation.">
      <Card>
        <QueryView
          query={query}
          loadingLabel="Chargement du plan de formation"
          errorText="Impossible de charger le lien du plan de formation. Vérifiez votre connexion et réessayez."
          empty={!url}
          emptyState={
            <EmptyState icon={<SchoolIcon fontSize="inherit" />} title="Le plan de formation n’est pas encore publié.">
              {support && (
                <Typography>
                  Pour organiser une formation, écrivez au support : <a href={`mailto:${support}`}>{support}</a>
                </Typography>
              )}
            </EmptyState>
          }
        >
          <CardContent>
            <Typography sx={{ mb: 2 }}>
              Le plan de formation s’ouvre dans un nouvel onglet : les sessions proposées, leur programme et
              l’inscription.
            </Typography>
            <Button
              variant="contained"
              href={url ?? ''}
              target="_blank"
              rel="noopener noreferrer"
              endIcon={<OpenInNewIcon />}
            >
              Ouvrir le plan de formation
            </Button>
          </CardContent>
        </QueryView>
      </Card>
    </Page>
  );
}

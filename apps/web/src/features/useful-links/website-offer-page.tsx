import LanguageIcon from '@mui/icons-material/Language';
import MailIcon from '@mui/icons-material/Mail';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState, Page } from '../../ui/page.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { useUsefulLinks } from './api/get-links.ts';

/** Offre site internet (liensUtiles): the platform's offer of a website for the agency, and how to ask for it. */
export function WebsiteOfferPage() {
  const query = useUsefulLinks();
  const links = query.data;
  const empty = !links?.websiteOfferText && !links?.websiteOfferUrl;
  return (
    <Page title="Offre site internet" subtitle="Un site vitrine pour votre agence, relié à votre espace.">
      <Card>
        <QueryView
          query={query}
          loadingLabel="Chargement de l’offre"
          errorText="Impossible de charger l’offre. Vérifiez votre connexion et réessayez."
          empty={empty}
          emptyState={
            <EmptyState icon={<LanguageIcon fontSize="inherit" />} title="L’offre site internet arrive bientôt.">
              {links?.supportEmail && (
                <Typography>
                  Pour en savoir plus, écrivez au support :{' '}
                  <a href={`mailto:${links.supportEmail}`}>{links.supportEmail}</a>
                </Typography>
              )}
            </EmptyState>
          }
        >
          <CardContent>
            {links?.websiteOfferText && (
              <Typography sx={{ mb: 2, whiteSpace: 'pre-line' }}>{links.websiteOfferText}</Typography>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              {links?.websiteOfferUrl && (
                <Button
                  variant="contained"
                  href={links.websiteOfferUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  endIcon={<OpenInNewIcon />}
                >
                  Découvrir l’offre
                </Button>
              )}
              {links?.supportEmail && (
                <Button
                  variant="outlined"
                  href={`mailto:${links.supportEmail}?subject=${encodeURIComponent('Offre site internet')}`}
                  startIcon={<MailIcon />}
                >
                  Demander un devis
                </Button>
              )}
            </Stack>
          </CardContent>
        </QueryView>
      </Card>
    </Page>
  );
}

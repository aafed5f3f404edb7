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

import { texts } from './texts.ts';

/** Offre site internet (liensUtiles): the platform's offer of a website for the agency, and how to ask for it. */
export function WebsiteOfferPage() {
  const query = useUsefulLinks();
  const links = query.data;
  const empty = !links?.websiteOfferText && !links?.websiteOfferUrl;
  return (
    <Page title={texts.offreSiteInternet} subtitle={texts.unSiteVitrinePour}>
      <Card>
        <QueryView
          query={query}
          loadingLabel={texts.chargementDeLOffre2}
          errorText={texts.impossibleDeChargerL}
          empty={empty}
          emptyState={
            <EmptyState icon={<LanguageIcon fontSize="inherit" />} title={texts.lOffreSiteInternet}>
              {links?.supportEmail && (
                <Typography>
                  {texts.pourEnSavoirPlus} <a href={`mailto:${links.supportEmail}`}>{links.supportEmail}</a>
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
                  {texts.decouvrirLOffre}
                </Button>
              )}
              {links?.supportEmail && (
                <Button
                  variant="outlined"
                  href={`mailto:${links.supportEmail}?subject=${encodeURIComponent('Offre site internet')}`}
                  startIcon={<MailIcon />}
                >
                  {texts.demanderUnDevis}
                </Button>
              )}
            </Stack>
          </CardContent>
        </QueryView>
      </Card>
    </Page>
  );
}

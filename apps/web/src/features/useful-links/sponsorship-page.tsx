import HandshakeIcon from '@mui/icons-material/Handshake';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { communicationMessages } from '@securite/domain/communication/messages';
import { EmptyState, Page } from '../../ui/page.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { useSponsor } from './api/get-sponsor.ts';

import { texts } from './texts.ts';

/** Parrainage (liensUtiles): the platform's active sponsorship offer, as the administration wrote it. */
export function SponsorshipPage() {
  const query = useSponsor();
  const config = query.data ?? null;
  return (
    <Page title={texts.parrainage} subtitle={texts.recommandezLaPlateformeA}>
      <Card>
        <QueryView
          query={query}
          loadingLabel={texts.chargementDeLOffre}
          errorText={communicationMessages.sponsorLoadFailed}
          empty={config === null}
          emptyState={<EmptyState icon={<HandshakeIcon fontSize="inherit" />} title={texts.aucuneOffreDeParrainage} />}
        >
          {config && (
            <CardContent>
              <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
                {config.title}
              </Typography>
              <RichText source={config.description} />
            </CardContent>
          )}
        </QueryView>
      </Card>
    </Page>
  );
}

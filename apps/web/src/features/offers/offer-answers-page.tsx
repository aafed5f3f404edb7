import ForumIcon from '@mui/icons-material/ForumOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type OfferAnswerStatus, offerAnswerStatusLabels } from '@securite/domain/offers/offer-types';
import { useSession } from '../../api/session.ts';
import { FilterBar, SelectFilter } from '../../ui/filter-bar.tsx';
import { format } from '../../ui/format.ts';
import { useListState } from '../../ui/list-state.ts';
import { ListView } from '../../ui/list-view.tsx';
import { Page } from '../../ui/page.tsx';
import { useOfferAnswers } from './api/find-offer-answers.ts';
import { AnswerStatusChip, ContactLine } from './offer-card.tsx';

import { texts } from './texts.ts';

const statuses = { all: texts.toutes, ...offerAnswerStatusLabels } as const;

/** Mes réponses: the answers the agency gave to other agencies' offers, with their status and the offerer's contact. */
export function OfferAnswersPage({ title = texts.mesReponses }: { title?: string }) {
  const { agencyId } = useSession();
  const {
    filters: status,
    setFilters: setStatus,
    page,
    rowsPerPage,
    paging,
  } = useListState<OfferAnswerStatus | 'all'>('all', { userSizes: true });
  const query = useOfferAnswers(agencyId ?? '', {
    filters: { status: status === 'all' ? undefined : status },
    page: page + 1,
    limit: rowsPerPage,
  });
  const rows = query.data?.data ?? [];
  return (
    <Page title={title} subtitle={texts.lesReponsesDeVotre}>
      <ListView
        bare
        filters={
          <FilterBar padded={false}>
            <SelectFilter
              label={texts.statut}
              value={status}
              options={statuses}
              onChange={setStatus}
              sx={{ minWidth: 180, mb: 2 }}
            />
          </FilterBar>
        }
        query={query}
        loadingLabel={texts.chargementDeVosReponses}
        errorText={texts.impossibleDeChargerVos}
        empty={rows.length === 0}
        emptyIcon={<ForumIcon fontSize="inherit" />}
        emptyTitle={texts.aucuneReponseEnvoyee}
        paging={paging(query.data?.total ?? 0)}
      >
        <Stack spacing={2}>
          {rows.map((answer) => (
            <Card key={answer.id} component="article" aria-label={answer.offer.title} variant="outlined">
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                  <Typography variant="h6" component="h2" sx={{ fontSize: '1.1rem' }}>
                    {answer.offer.title}
                  </Typography>
                  <AnswerStatusChip status={answer.status} />
                </Stack>
                <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                  {texts.reponduNameLocationReference(
                    answer.offer.agency.name,
                    answer.offer.location,
                    answer.offer.reference,
                    format.onDayAt(answer.createdAt),
                  )}
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mb: 1 }}>
                  {answer.message}
                </Typography>
                <ContactLine contact={answer.offer.agency.contact} />
              </CardContent>
            </Card>
          ))}
        </Stack>
      </ListView>
    </Page>
  );
}

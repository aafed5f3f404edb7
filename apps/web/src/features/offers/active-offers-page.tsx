import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import ReplyIcon from '@mui/icons-material/Reply';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { isGranted } from '@securite/domain/auth/access';
import type { Offer } from '@securite/domain/offers/offer-schemas';
import { useState } from 'react';
import { useSession } from '../../api/session.ts';
import { FilterBar, SearchField } from '../../ui/filter-bar.tsx';
import { useListState } from '../../ui/list-state.ts';
import { ListView } from '../../ui/list-view.tsx';
import { Page } from '../../ui/page.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useOffers } from './api/find-offers.ts';
import { AnswerLine, OfferCard } from './offer-card.tsx';
import { AnswerDialog } from './offer-dialogs.tsx';

import { texts } from './texts.ts';

/**
 * Annonces actives: the other agencies' active offers (opening the list marks them seen), each with its contact line
 * and the agency's answer, or « Répondre » for those who may (offers.create). Cards, also on a phone.
 */
export function ActiveOffersPage({ title = texts.annoncesActives }: { title?: string }) {
  const { agencyId, actor } = useSession();
  const id = agencyId ?? '';
  const canAnswer = isGranted(actor, ['offers.create']);
  const { filters: search, setFilters: setSearch, page, rowsPerPage, paging } = useListState('', { userSizes: true });
  const [answering, setAnswering] = useState<Offer | null>(null);
  const debounced = useDebouncedValue(search.trim());
  const query = useOffers(id, {
    filters: { type: 'active', search: debounced || undefined },
    page: page + 1,
    limit: rowsPerPage,
  });
  const rows = query.data?.data ?? [];
  return (
    <Page title={title} subtitle={texts.lesAnnoncesDesAutres}>
      <ListView
        bare
        filters={
          <FilterBar padded={false}>
            <SearchField
              value={search}
              onChange={setSearch}
              placeholder={texts.titreLieuOuReference}
              sx={{ flexGrow: 1, mb: 2 }}
            />
          </FilterBar>
        }
        query={query}
        loadingLabel={texts.chargementDesAnnonces}
        errorText={texts.impossibleDeChargerLes}
        empty={rows.length === 0}
        emptyIcon={<CampaignIcon fontSize="inherit" />}
        emptyTitle={debounced ? texts.aucuneAnnoncePourCette : texts.aucuneAnnonceActivePour}
        paging={paging(query.data?.total ?? 0)}
      >
        <Stack spacing={2}>
          {rows.map((offer) => {
            const [mine] = offer.offerAnswers;
            return (
              <OfferCard key={offer.id} offer={offer}>
                {mine ? (
                  <AnswerLine answer={mine} />
                ) : (
                  canAnswer && (
                    <Button
                      variant="contained"
                      startIcon={<ReplyIcon />}
                      onClick={() => setAnswering(offer)}
                      aria-label={texts.repondreATitle(offer.title)}
                    >
                      {texts.repondre}
                    </Button>
                  )
                )}
              </OfferCard>
            );
          })}
        </Stack>
      </ListView>
      {answering && <AnswerDialog agencyId={id} offer={answering} onClose={() => setAnswering(null)} />}
    </Page>
  );
}

import AddIcon from '@mui/icons-material/Add';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isGranted } from '@securite/domain/auth/access';
import { offerMessages } from '@securite/domain/offers/messages';
import type { Offer } from '@securite/domain/offers/offer-schemas';
import {
  type OfferAnswerStatus,
  offerAnswerStatuses,
  offerAnswerStatusLabels,
} from '@securite/domain/offers/offer-types';
import { useState } from 'react';
import { useSession } from '../../api/session.ts';
import { usePaging } from '../../ui/list-state.ts';
import { ListView } from '../../ui/list-view.tsx';
import { notify } from '../../ui/notices/notice-store.ts';
import { Page } from '../../ui/page.tsx';
import { useChangeOffers } from './api/change-offers.ts';
import { useOffers } from './api/find-offers.ts';
import { AnswerLine, OfferCard } from './offer-card.tsx';
import { OfferDialog } from './offer-dialogs.tsx';

import { texts } from './texts.ts';

/** The answers of one of the agency's offers, their status set here (offers.edit); shown, they are read. */
function Answers({ agencyId, offer, canEdit }: { agencyId: string; offer: Offer; canEdit: boolean }) {
  const change = useChangeOffers(agencyId);
  if (offer.offerAnswers.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {texts.aucuneReponsePourL}
      </Typography>
    );
  }
  return (
    <Stack divider={<Divider flexItem />} aria-label={texts.reponsesATitle(offer.title)}>
      {offer.offerAnswers.map((answer) => (
        <AnswerLine
          key={answer.id}
          answer={answer}
          action={
            canEdit && (
              <TextField
                select
                size="small"
                label={texts.statut}
                value={answer.status}
                onChange={async (e) => {
                  await change.mutateAsync({
                    kind: 'status',
                    offerId: offer.id,
                    answerId: answer.id,
                    status: e.target.value as OfferAnswerStatus,
                  });
                  notify.success(offerMessages.statusChanged);
                }}
                sx={{ minWidth: 150, ml: 'auto' }}
                slotProps={{ htmlInput: { 'aria-label': `Statut de la réponse de ${answer.agency.name}` } }}
              >
                {offerAnswerStatuses.map((s) => (
                  <MenuItem key={s} value={s}>
                    {offerAnswerStatusLabels[s]}
                  </MenuItem>
                ))}
              </TextField>
            )
          }
        />
      ))}
    </Stack>
  );
}

/** Mes annonces: the agency's offers, a badge of new answers on each; publish (offers.create), edit (offers.edit). */
export function AgencyOffersPage({ title = texts.mesAnnonces }: { title?: string }) {
  const { agencyId, actor } = useSession();
  const id = agencyId ?? '';
  const canCreate = isGranted(actor, ['offers.create']);
  const canEdit = isGranted(actor, ['offers.edit']);
  const [editing, setEditing] = useState<Offer | null | 'new'>(null);
  const [openAnswers, setOpenAnswers] = useState<string | null>(null);
  const change = useChangeOffers(id);
  const { page, rowsPerPage, paging } = usePaging();
  const query = useOffers(id, { filters: { type: 'mine' }, page: page + 1, limit: rowsPerPage });
  const rows = query.data?.data ?? [];

  const toggleAnswers = (offer: Offer) => {
    const next = openAnswers === offer.id ? null : offer.id;
    setOpenAnswers(next);
    if (next && offer.unreadAnswersCount > 0) change.mutate({ kind: 'read', offerId: offer.id });
  };

  return (
    <Page
      title={title}
      subtitle={texts.lesAnnoncesDeVotre}
      actions={
        canCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {texts.nouvelleAnnonce}
          </Button>
        )
      }
    >
      <ListView
        bare
        query={query}
        loadingLabel={texts.chargementDeVosAnnonces}
        errorText={texts.impossibleDeChargerVosAnnonces}
        empty={rows.length === 0}
        emptyIcon={<CampaignIcon fontSize="inherit" />}
        emptyTitle={texts.aucuneAnnoncePubliee}
        emptyContent={canCreate ? texts.publiezUneAnnoncePour : undefined}
        paging={paging(query.data?.total ?? 0)}
      >
        <Stack spacing={2}>
          {rows.map((offer) => (
            <OfferCard key={offer.id} offer={offer}>
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Badge badgeContent={offer.unreadAnswersCount} color="error">
                  <Button
                    variant="outlined"
                    onClick={() => toggleAnswers(offer)}
                    aria-expanded={openAnswers === offer.id}
                  >
                    {texts.reponsesAnswerscount(offer.answersCount)}
                  </Button>
                </Badge>
                {canEdit && (
                  <Button onClick={() => setEditing(offer)} aria-label={texts.modifierTitle(offer.title)}>
                    {texts.modifier}
                  </Button>
                )}
              </Stack>
              {openAnswers === offer.id && (
                <Stack sx={{ mt: 2 }}>
                  <Answers agencyId={id} offer={offer} canEdit={canEdit} />
                </Stack>
              )}
            </OfferCard>
          ))}
        </Stack>
      </ListView>
      {editing !== null && (
        <OfferDialog agencyId={id} offer={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Page>
  );
}

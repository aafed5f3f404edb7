import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { frenchEuros } from '@securite/domain/money/amounts';
import {
  type Offer,
  offerStatusLabels,
  offerTypeLabels,
  zOfferPage,
} from '@securite/domain/subscriptions/offer-schemas';
import { useState } from 'react';
import { usePaging } from '../../../ui/list-state.ts';
import { ListView } from '../../../ui/list-view.tsx';
import { texts } from '../texts.ts';
import { AdminTable } from './admin-table.tsx';
import { useAdminList } from './api/admin-api.ts';
import { OfferDialog } from './offer-dialog.tsx';

const statusColor = { draft: 'default', active: 'success', archived: 'warning' } as const;

/** « Offres »: the agency subscription offers, 25 a page, newest first; editable in v6, read-only in v4. */
export function OffersTab({ editable }: { editable: boolean }) {
  const { page, paging, rowsPerPage } = usePaging();
  const query = useAdminList('/admin/agency-offers', { page: page + 1, limit: rowsPerPage }, zOfferPage);
  const [editing, setEditing] = useState<Offer | 'new' | null>(null);
  const offers = query.data?.data ?? [];
  return (
    <Stack spacing={2}>
      {editable && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button variant="contained" onClick={() => setEditing('new')}>
            {texts.nouvelleOffre}
          </Button>
        </Stack>
      )}
      <ListView
        query={query}
        loadingLabel={texts.chargementDesOffres}
        errorText={texts.impossibleDeChargerLesOffres}
        empty={offers.length === 0}
        emptyIcon={<WorkspacePremiumIcon fontSize="inherit" />}
        emptyTitle={texts.aucuneOffre}
        paging={paging(query.data?.total ?? 0)}
      >
        <AdminTable
          label={texts.offresDAbonnement}
          rows={offers}
          columns={[
            { label: texts.offre, cell: (o) => o.name },
            { label: texts.type, cell: (o) => offerTypeLabels[o.type] },
            {
              label: texts.statut,
              cell: (o) => <Chip size="small" color={statusColor[o.status]} label={offerStatusLabels[o.status]} />,
            },
            { label: texts.prixMensuelHt, align: 'right', cell: (o) => frenchEuros(o.priceCents) },
            { label: texts.prixAnnuelHt, align: 'right', cell: (o) => frenchEuros(o.options.yearlyPriceCents) },
            { label: texts.agences, align: 'right', cell: (o) => o.subscribers },
            ...(editable
              ? [
                  {
                    label: texts.actions,
                    cell: (o: Offer) => (
                      <Button size="small" onClick={() => setEditing(o)}>
                        {texts.modifier}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </ListView>
      {editing && <OfferDialog offer={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ApiPathFor } from '@securite/domain/api/paths';
import { frenchEuros } from '@securite/domain/money/amounts';
import {
  type DeliveryAction,
  deliveryActionLabels,
  deliveryActions,
  deliveryTarget,
  type OperationState,
  operationStateLabels,
  orderPayable,
} from '@securite/domain/shop/order-rules';
import { type Order, orderPaymentStatusLabels, zOrder, zOrderPage } from '@securite/domain/shop/order-schemas';
import { useState } from 'react';
import { confirm } from '../../../ui/dialogs/confirm-dialog.tsx';
import { FilterBar, SearchField, SelectFilter } from '../../../ui/filter-bar.tsx';
import { useListState } from '../../../ui/list-state.ts';
import { ListView } from '../../../ui/list-view.tsx';
import { notify } from '../../../ui/notices/notice-store.ts';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { OperationStateChip } from '../../payments/public.ts';
import { texts } from '../texts.ts';
import { AdminTable } from './admin-table.tsx';
import { useAdminList, useAdminWrite } from './api/admin-api.ts';
import { OrderDialog } from './order-dialog.tsx';
import { PaymentRequestDialog } from './payment-request-dialog.tsx';

type StateFilter = OperationState | 'all';
const stateOptions = { all: texts.tousLesEtats, ...operationStateLabels } as Record<StateFilter, string>;

/**
 * « Commandes et livraisons » (v6) and the agencies' article orders (v4): the orders, their payment and their
 * delivery, moved step by step; new orders made for an agency.
 */
export function OrdersTab({ path, editable }: { path: ApiPathFor<'POST'>; editable: boolean }) {
  const {
    filters: values,
    setFilters,
    page,
    rowsPerPage,
    paging,
  } = useListState<{ search: string; state: StateFilter }>({ search: '', state: 'all' }, { userSizes: true });
  const { search, state } = values;
  const debounced = useDebouncedValue(search.trim(), 300);
  const filters = { search: debounced || undefined, operationState: state === 'all' ? undefined : state };
  const query = useAdminList(path, { page: page + 1, limit: rowsPerPage, filters }, zOrderPage);
  const deliver = useAdminWrite(zOrder, (input: { id: string; action: DeliveryAction }) => ({
    path: `/admin/subscription-operation-delivery/${input.id}/${input.action}`,
    method: 'PUT',
  }));
  const [editing, setEditing] = useState<Order | 'new' | null>(null);
  const [paying, setPaying] = useState<Order | null>(null);
  const orders = query.data?.data ?? [];
  const move = async (order: Order, action: DeliveryAction) => {
    if (action === 'cancel') {
      const ok = await confirm({
        title: texts.annulerLaCommandeNumber(order.number),
        confirmLabel: texts.annulerLaCommande,
        cancelLabel: texts.garder,
        destructive: true,
      });
      if (!ok) return;
    }
    await deliver.mutateAsync({ id: order.id, action }).then(
      (saved) =>
        notify.success(
          texts.commandeNumberValue(saved.number, operationStateLabels[saved.operationState].toLowerCase()),
        ),
      () => undefined,
    );
  };
  return (
    <Stack spacing={2}>
      {editable && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button variant="contained" onClick={() => setEditing('new')}>
            {texts.nouvelleCommande}
          </Button>
        </Stack>
      )}
      <ListView
        filters={
          <FilterBar>
            <SearchField
              value={search}
              onChange={(v) => {
                setFilters((current) => ({ ...current, search: v }));
              }}
              placeholder={texts.agenceNumeroObjet}
            />
            <SelectFilter
              label={texts.etat}
              value={state}
              onChange={(v) => {
                setFilters((current) => ({ ...current, state: v }));
              }}
              options={stateOptions}
              sx={{ minWidth: 220 }}
            />
          </FilterBar>
        }
        query={query}
        loadingLabel={texts.chargementDesCommandes}
        errorText={texts.impossibleDeChargerLesCommandes}
        empty={orders.length === 0}
        emptyIcon={<LocalShippingIcon fontSize="inherit" />}
        emptyTitle={texts.aucuneCommande}
        paging={paging(query.data?.total ?? 0)}
      >
        <AdminTable
          label={texts.commandes}
          rows={orders}
          columns={[
            { label: texts.commande, cell: (o) => o.number },
            { label: texts.agence, cell: (o) => o.agency.name },
            { label: texts.articles, cell: (o) => o.items.map((i) => `${i.label} × ${i.quantity}`).join(', ') },
            { label: texts.totalTtc, align: 'right', cell: (o) => frenchEuros(o.totalInclTaxCents) },
            { label: texts.paiement, cell: (o) => orderPaymentStatusLabels[o.payment.status] },
            { label: texts.etat, cell: (o) => <OperationStateChip state={o.operationState} /> },
            {
              label: texts.actions,
              cell: (o) => (
                <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                  {editable && o.operationState === 'draft' && (
                    <Button size="small" onClick={() => setEditing(o)}>
                      {texts.modifier}
                    </Button>
                  )}
                  {editable && orderPayable(o.operationState) && o.operationState !== 'cart' && (
                    <Button size="small" onClick={() => setPaying(o)}>
                      {texts.demanderLePaiement}
                    </Button>
                  )}
                  {deliveryActions
                    .filter((action) => deliveryTarget(o.operationState, action) !== null)
                    .map((action) => (
                      <Button
                        key={action}
                        size="small"
                        color={action === 'cancel' ? 'error' : 'primary'}
                        onClick={() => move(o, action)}
                      >
                        {deliveryActionLabels[action]}
                      </Button>
                    ))}
                </Stack>
              ),
            },
          ]}
        />
      </ListView>
      {editing && <OrderDialog order={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {paying && <PaymentRequestDialog order={paying} onClose={() => setPaying(null)} />}
    </Stack>
  );
}

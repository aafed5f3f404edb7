import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { frenchEuros } from '@securite/domain/money/amounts';
import { type OperationState, operationStateLabels } from '@securite/domain/shop/order-rules';
import { type Order, orderPaymentStatusLabels } from '@securite/domain/shop/order-schemas';
import { useSession } from '../../api/session.ts';
import { usePaging } from '../../ui/list-state.ts';
import { ListView } from '../../ui/list-view.tsx';
import { Page } from '../../ui/page.tsx';
import { useMyOrders } from './api/find-my-orders.ts';

import { texts } from './texts.ts';

const stateColor: Record<OperationState, 'default' | 'info' | 'warning' | 'success' | 'error' | 'primary'> = {
  cart: 'default',
  draft: 'default',
  awaitingPayment: 'warning',
  paid: 'info',
  preparing: 'info',
  shipped: 'primary',
  delivered: 'success',
  cancelled: 'error',
};

export function OperationStateChip({ state }: { state: OperationState }) {
  return <Chip size="small" color={stateColor[state]} label={operationStateLabels[state]} />;
}

const itemsText = (order: Order) => order.items.map((i) => `${i.label} × ${i.quantity}`).join(', ');
const dateText = (iso: string) => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short' }).format(new Date(iso));

/** Suivi de commande: the agency's orders of the shop, where each one is (payment, preparation, delivery). */
export function ArticleOrdersPage() {
  const { agencyId } = useSession();
  const { page, paging, rowsPerPage } = usePaging();
  const query = useMyOrders(agencyId ?? '', { page: page + 1, limit: rowsPerPage });
  const orders = query.data?.data ?? [];
  return (
    <Page title={texts.suiviDeCommande} subtitle={texts.vosCommandesDeLa}>
      <ListView
        query={query}
        loadingLabel={texts.chargementDesCommandes}
        errorText={texts.impossibleDeChargerVosCommandes}
        empty={orders.length === 0}
        emptyIcon={<LocalShippingIcon fontSize="inherit" />}
        emptyTitle={texts.aucuneCommandePourL}
        paging={paging(query.data?.total ?? 0)}
        cards={
          <Stack spacing={1} sx={{ p: 1 }}>
            {orders.map((order) => (
              <Box key={order.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                  <Typography sx={{ fontWeight: 600 }}>{order.number}</Typography>
                  <OperationStateChip state={order.operationState} />
                </Stack>
                <Typography variant="body2">{itemsText(order)}</Typography>
                <Typography variant="body2">
                  {dateText(order.createdAt)} · {frenchEuros(order.totalInclTaxCents)} TTC
                </Typography>
              </Box>
            ))}
          </Stack>
        }
        table={
          <Table aria-label={texts.commandes}>
            <TableHead>
              <TableRow>
                <TableCell>{texts.commande}</TableCell>
                <TableCell>{texts.date}</TableCell>
                <TableCell>{texts.articles}</TableCell>
                <TableCell align="right">{texts.montantTtc}</TableCell>
                <TableCell>{texts.paiement}</TableCell>
                <TableCell>{texts.etat}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.map((order) => (
                <TableRow key={order.id}>
                  <TableCell>{order.number}</TableCell>
                  <TableCell>{dateText(order.createdAt)}</TableCell>
                  <TableCell>{itemsText(order)}</TableCell>
                  <TableCell align="right">{frenchEuros(order.totalInclTaxCents)}</TableCell>
                  <TableCell>
                    {orderPaymentStatusLabels[order.payment.status]}
                    {order.payment.invoiceNumber && ` · ${order.payment.invoiceNumber}`}
                  </TableCell>
                  <TableCell>
                    <OperationStateChip state={order.operationState} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        }
      />
    </Page>
  );
}

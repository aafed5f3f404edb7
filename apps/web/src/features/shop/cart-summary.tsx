import DeleteIcon from '@mui/icons-material/Delete';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { frenchEuros } from '@securite/domain/money/amounts';
import { type CartLine, cartTotals } from './cart.ts';

import { texts } from './texts.ts';

function Row({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{frenchEuros(cents)}</Typography>
    </Stack>
  );
}

/** « Panier »: the chosen articles and quantities, the totals, and the order button. */
export function CartSummary({
  lines,
  onQuantity,
  onOrder,
  ordering,
}: {
  lines: readonly CartLine[];
  onQuantity: (articleId: string, quantity: number) => void;
  onOrder: () => void;
  ordering: boolean;
}) {
  const totals = cartTotals(lines);
  return (
    <Card
      component="aside"
      aria-labelledby="titre-panier"
      sx={{ p: 2, width: { xs: '100%', md: 340 }, position: { md: 'sticky' }, top: { md: 80 } }}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ShoppingCartIcon color="primary" aria-hidden />
          <Typography id="titre-panier" variant="h6" component="h2">
            {texts.panier}
          </Typography>
        </Stack>
        {lines.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{texts.votrePanierEstVide}</Typography>
        ) : (
          <Stack spacing={1} component="ul" aria-label={texts.articlesDuPanier} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {lines.map((line) => (
              <Stack key={line.article.id} component="li" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography sx={{ flex: 1 }} variant="body2">
                  {line.article.label}
                </Typography>
                <TextField
                  type="number"
                  size="small"
                  label={texts.quantite}
                  value={line.quantity}
                  onChange={(event) =>
                    onQuantity(line.article.id, Math.max(0, Math.floor(Number(event.target.value) || 0)))
                  }
                  slotProps={{ htmlInput: { min: 1, max: 100, 'aria-label': `Quantité de « ${line.article.label} »` } }}
                  sx={{ width: 90 }}
                />
                <IconButton
                  aria-label={texts.retirerLabel(line.article.label)}
                  onClick={() => onQuantity(line.article.id, 0)}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
            ))}
          </Stack>
        )}
        <Divider />
        <Row label={texts.articlesHt} cents={totals.itemsTotalCents} />
        {totals.deliveryFeesCents > 0 && <Row label={texts.livraisonHt} cents={totals.deliveryFeesCents} />}
        <Row label="TVA 20 %" cents={totals.vatCents} />
        <Row label={texts.totalTtc} cents={totals.totalInclTaxCents} strong />
        <Button variant="contained" size="large" disabled={lines.length === 0} loading={ordering} onClick={onOrder}>
          {texts.commanderEtPayer}
        </Button>
      </Stack>
    </Card>
  );
}

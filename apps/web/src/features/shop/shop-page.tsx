import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isGranted } from '@securite/domain/auth/access';
import { messages } from '@securite/domain/errors/messages';
import { frenchEuros } from '@securite/domain/money/amounts';
import type { OrderPayment } from '@securite/domain/payments/payment-schemas';
import type { Article, Section } from '@securite/domain/shop/catalogue-schemas';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useSession } from '../../api/session.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { EmptyState, Page } from '../../ui/page.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { TransferDialog } from '../payments/public.ts';
import { useCheckout, useShopSections } from './api/shop-api.ts';
import { useCart } from './cart.ts';
import { CartSummary } from './cart-summary.tsx';

import { texts } from './texts.ts';

function ArticleCard({ article, featured, onAdd }: { article: Article; featured: boolean; onAdd?: () => void }) {
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: featured ? 'primary.main' : undefined,
      }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
          {featured && <Chip size="small" color="primary" label={texts.recommande} />}
          {article.agentsCount > 0 && (
            <Chip size="small" label={`+${article.agentsCount} fiche${article.agentsCount > 1 ? 's' : ''}`} />
          )}
        </Stack>
        <Typography variant="h6" component="h3">
          {article.label}
        </Typography>
        {article.description && <Typography sx={{ color: 'text.secondary' }}>{article.description}</Typography>}
        <Typography sx={{ mt: 1, fontWeight: 600 }}>{frenchEuros(article.unitPriceCents)} HT</Typography>
        {article.needsShipping && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {texts.livraison} {frenchEuros(article.deliveryFeesCents)} {texts.htParCommande}
          </Typography>
        )}
      </CardContent>
      {onAdd && (
        <CardActions>
          <Button
            startIcon={<AddShoppingCartIcon />}
            onClick={onAdd}
            aria-label={texts.ajouterAuPanierLabel(article.label)}
          >
            {texts.ajouterAuPanier}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

function SectionBlock({ section, onAdd }: { section: Section; onAdd?: (article: Article) => void }) {
  const titleId = `rubrique-${section.id}`;
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="h5" component="h2" sx={{ mb: 0.5 }}>
        {section.title}
      </Typography>
      {section.description && <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>{section.description}</Typography>}
      <Grid container spacing={2}>
        {section.sectionArticles.map((link) => (
          <Grid key={link.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <ArticleCard article={link.article} featured={link.featured} onAdd={onAdd && (() => onAdd(link.article))} />
          </Grid>
        ))}
      </Grid>
    </section>
  );
}

/**
 * The platform's shop for agencies: its sections and articles (agent packs, equipment), a cart, and the order paid
 * on the provider's page or by transfer. Opened from the agent limit with origin agent-limit.
 */
export function ShopPage({ ordersHref }: { ordersHref: string }) {
  const session = useSession();
  const agencyId = session.agencyId ?? '';
  const [search] = useSearchParams();
  const fromAgentLimit = search.get('origin') === 'agent-limit';
  const query = useShopSections(agencyId);
  const cart = useCart();
  const checkout = useCheckout(agencyId);
  const [transfer, setTransfer] = useState<OrderPayment | null>(null);
  const canBuy = isGranted(session.actor, ['paymentMethods.edit']);
  const sections = query.data?.data ?? [];

  const order = async () => {
    try {
      const payment = await checkout.mutateAsync({
        items: cart.lines.map((l) => ({ articleId: l.article.id, quantity: l.quantity })),
        origin: fromAgentLimit ? 'agent-limit' : 'shop',
      });
      if (payment.kind === 'checkout' && payment.url) {
        window.location.assign(payment.url);
        return;
      }
      cart.clear();
      if (payment.kind === 'transfer') setTransfer(payment);
      else notify.success(texts.votreCommandeEstValidee);
    } catch {
      // The API client showed the message.
    }
  };

  return (
    <Page
      title={texts.boutique}
      subtitle={texts.desFichesCollaborateursEn}
      actions={
        <Button component={RouterLink} to={ordersHref}>
          {texts.suiviDeCommande}
        </Button>
      }
    >
      <Stack spacing={3}>
        {fromAgentLimit && (
          <Alert severity="info">
            {messages.agentQuotaReached}
            {texts.ajoutezUnPackDe}
          </Alert>
        )}
        {!canBuy && <Alert severity="info">{texts.seulsLeGerantEt}</Alert>}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
          <Stack spacing={4} sx={{ flex: 1, minWidth: 0 }}>
            <QueryView
              query={query}
              loadingLabel={texts.chargementDeLaBoutique}
              errorText={texts.impossibleDeChargerLa}
              empty={sections.length === 0}
              emptyState={
                <Card>
                  <EmptyState icon={<StorefrontIcon fontSize="inherit" />} title={texts.laBoutiqueEstVide} />
                </Card>
              }
            >
              {sections.map((section) => (
                <SectionBlock key={section.id} section={section} onAdd={canBuy ? (a) => cart.add(a) : undefined} />
              ))}
            </QueryView>
          </Stack>
          {canBuy && (
            <CartSummary
              lines={cart.lines}
              onQuantity={cart.setQuantity}
              onOrder={order}
              ordering={checkout.isPending}
            />
          )}
        </Stack>
      </Stack>
      {transfer && (
        <TransferDialog
          payment={transfer}
          onClose={() => {
            setTransfer(null);
            notify.success(texts.votreCommandeEstEnregistree);
          }}
        />
      )}
    </Page>
  );
}

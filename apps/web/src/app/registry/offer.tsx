import CreditCardIcon from '@mui/icons-material/CreditCard';
import DateRangeIcon from '@mui/icons-material/DateRange';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ShoppingBasketIcon from '@mui/icons-material/ShoppingBasket';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import type { Right } from '@securite/domain/auth/rights';
import { STAFF } from '../route-def.ts';
import { hrefOf } from '../routes.ts';
import { entry, lazyPage, type RegistryEntry } from './entry.ts';

const subscription: Right[] = ['billing.view', 'paymentMethods.edit'];

/**
 * « Mon offre » (spec 001 section 2): the agency's invoices, payment methods, orders and subscription, all reachable
 * while its subscription is invalid.
 */
export const offerPages: readonly RegistryEntry[] = [
  entry({
    id: 'paymentInvoices',
    path: 'payments/invoices',
    title: 'Mes factures',
    roles: STAFF,
    rights: ['billing.view'],
    allowWhenLocked: true,
    page: lazyPage(() => import('../../features/payments/payment-invoices-page.tsx'), 'PaymentInvoicesPage'),
    menu: { group: 'offre', order: 10, icon: ReceiptLongIcon },
  }),
  entry({
    id: 'paymentMethods',
    path: 'payments/methods',
    title: 'Mes moyens de paiement',
    roles: STAFF,
    rights: ['paymentMethods.edit'],
    allowWhenLocked: true,
    page: lazyPage(() => import('../../features/payments/payment-methods-page.tsx'), 'PaymentMethodsPage'),
    render: (Page) => <Page agencySettingsHref={hrefOf('paramsAgency')} />,
    menu: { group: 'offre', order: 20, icon: CreditCardIcon },
  }),
  entry({
    id: 'articleOrders',
    path: 'payments/agencyArticleOrders',
    title: 'Suivi de commande',
    roles: STAFF,
    rights: ['billing.view'],
    allowWhenLocked: true,
    page: lazyPage(() => import('../../features/payments/article-orders-page.tsx'), 'ArticleOrdersPage'),
    menu: { group: 'offre', order: 30, icon: LocalShippingIcon },
  }),
  // Where the provider's Checkout page sends the browser back (success or failure).
  entry({
    id: 'paymentResult',
    path: 'payments/checkout/:status',
    title: 'Paiement',
    roles: STAFF,
    rights: subscription,
    allowWhenLocked: true,
    page: lazyPage(() => import('../../features/payments/checkout-result-page.tsx'), 'CheckoutResultPage'),
    render: (Page) => <Page invoicesHref={hrefOf('paymentInvoices')} ordersHref={hrefOf('articleOrders')} />,
  }),
  entry({
    id: 'planOptions',
    path: 'agencySubscription/plan_options',
    title: 'Options d’abonnements',
    roles: STAFF,
    rights: subscription,
    allowWhenLocked: true,
    page: lazyPage(() => import('../../features/subscriptions/plan-options-page.tsx'), 'PlanOptionsPage'),
    render: (Page) => <Page invoicesHref={hrefOf('paymentInvoices')} shopHref={hrefOf('shop')} />,
    menu: { group: 'offre', order: 40, icon: WorkspacePremiumIcon },
  }),
  entry({
    id: 'subscriptionDates',
    path: 'agencySubscription/subscriptions',
    title: 'Dates d’abonnements',
    roles: STAFF,
    rights: subscription,
    allowWhenLocked: true,
    page: lazyPage(() => import('../../features/subscriptions/subscription-dates-page.tsx'), 'SubscriptionDatesPage'),
    menu: { group: 'offre', order: 50, icon: DateRangeIcon },
  }),
  // The shop (agent packs, equipment); the agent limit opens it with ?origin=agent-limit.
  entry({
    id: 'shop',
    path: 'agencySubscription/shop',
    title: 'Boutique',
    roles: STAFF,
    rights: subscription,
    allowWhenLocked: true,
    page: lazyPage(() => import('../../features/shop/shop-page.tsx'), 'ShopPage'),
    render: (Page) => <Page ordersHref={hrefOf('articleOrders')} />,
    menu: { group: 'offre', order: 60, icon: ShoppingBasketIcon },
  }),
];

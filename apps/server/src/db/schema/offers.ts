import type { OfferAnswerStatus, OfferStatus } from '@securite/domain/offers/offer-types';
import { index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './common.ts';
import { agencies, agencyRef, users } from './tenancy.ts';

/** An offer of the board (an announcement between agencies of the platform), made by its agency. */
export const offers = pgTable(
  'offers',
  {
    id: id(),
    agencyId: agencyRef(),
    title: text('title').notNull(),
    location: text('location').notNull(),
    description: text('description'),
    reference: text('reference').notNull(),
    status: text('status').$type<OfferStatus>().notNull().default('active'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('offers_reference_key').on(t.agencyId, t.reference),
    index('offers_status_idx').on(t.status, t.createdAt),
  ],
);

/** An agency's answer to another agency's offer: one per agency and offer; its status is the offerer's. */
export const offerAnswers = pgTable(
  'offer_answers',
  {
    id: id(),
    /** The agency that answered. */
    agencyId: agencyRef(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    /** The agency that made the offer (copied, so each side reads its rows by its own id). */
    offerAgencyId: uuid('offer_agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    status: text('status').$type<OfferAnswerStatus>().notNull().default('pending'),
    readAt: tstz('read_at'),
    clientUuid: uuid('client_uuid'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('offer_answers_agency_key').on(t.offerId, t.agencyId),
    index('offer_answers_offerer_idx').on(t.offerAgencyId, t.readAt),
    index('offer_answers_agency_idx').on(t.agencyId, t.createdAt),
  ],
);

/** The offers of other agencies a user has seen (the unread badge of « Annonces actives »). */
export const offerViews = pgTable(
  'offer_views',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    seenAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.offerId] })],
);

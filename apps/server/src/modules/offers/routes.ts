import type { Right } from '@securite/domain/auth/rights';
import {
  zFetchOfferAnswers,
  zFetchOffers,
  zOffer,
  zOfferAnswer,
  zOfferAnswerPage,
  zOfferAnswerSave,
  zOfferAnswerStatusParams,
  zOfferPage,
  zOfferSave,
  zUnreadCount,
} from '@securite/domain/offers/offer-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../../http/tenancy.ts';
import { answerOffer } from './answer-offer.ts';
import { markAnswersRead, setAnswerStatus } from './answer-status.ts';
import { countUnreadAnswers, countUnreadOffers } from './count-unread.ts';
import { findOfferAnswers } from './find-offer-answers.ts';
import { findOffers } from './find-offers.ts';
import { getOffer } from './get-offer.ts';
import { saveOffer } from './save-offer.ts';

const tags = ['annonces'];
const zId = z.object({ id: z.uuid() });
const readRights: Right[] = ['offers.view', 'offers.create', 'offers.edit'];
/** The board is for the agency's office, and for agents who hold its rights (they answer from their phone). */
const members = ['staff' as const, 'agent' as const];

/** The offers board between agencies (spec 001 section 7: Offers). */
export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const read = { members, rights: readRights };
  app.post(
    '/fetch/offers',
    { config: read, schema: { tags, body: zFetchOffers, response: { 200: zOfferPage } } },
    async (request) => findOffers(ctx, tenantOf(request), request.body),
  );
  app.get('/offers/unread', { config: read, schema: { tags, response: { 200: zUnreadCount } } }, async (request) =>
    countUnreadOffers(ctx, tenantOf(request)),
  );
  app.get(
    '/offers-answers/unread',
    { config: read, schema: { tags, response: { 200: zUnreadCount } } },
    async (request) => countUnreadAnswers(ctx, tenantOf(request)),
  );
  app.get('/offer/:id', { config: read, schema: { tags, params: zId, response: { 200: zOffer } } }, async (request) =>
    getOffer(ctx, tenantOf(request), request.params.id),
  );
  app.post(
    '/offer',
    {
      config: { members, rights: ['offers.create', 'offers.edit'] },
      schema: { tags, body: zOfferSave, response: { 200: zOffer } },
    },
    async (request) => saveOffer(ctx, tenantOf(request), request.body),
  );
  app.post(
    '/offer/:id/answer',
    {
      config: { members, rights: ['offers.create'] },
      schema: { tags, params: zId, body: zOfferAnswerSave, response: { 200: zOfferAnswer } },
    },
    async (request) => answerOffer(ctx, tenantOf(request), request.params.id, request.body),
  );
  app.post(
    '/offer/:id/answers-read',
    { config: read, schema: { tags, params: zId, response: { 200: zOffer } } },
    async (request) => markAnswersRead(ctx, tenantOf(request), request.params.id),
  );
  app.post(
    '/fetch/offers/answers',
    { config: read, schema: { tags, body: zFetchOfferAnswers, response: { 200: zOfferAnswerPage } } },
    async (request) => findOfferAnswers(ctx, tenantOf(request), request.body),
  );
  app.put(
    '/offer/:offerId/answer/:id/status/:status',
    {
      config: { members, rights: ['offers.edit'] },
      schema: { tags, params: zOfferAnswerStatusParams, response: { 200: zOfferAnswer } },
    },
    async (request) => setAnswerStatus(ctx, tenantOf(request), request.params),
  );
};

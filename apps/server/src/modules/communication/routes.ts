import {
  zAnnouncement,
  zAnnouncementFetchRequest,
  zAnnouncementPage,
  zAnnouncementSave,
  zUiTutorial,
  zUiTutorialList,
  zUiTutorialSave,
  zUsefulDocument,
  zUsefulDocumentList,
  zUsefulDocumentSave,
  zUsefulLinks,
  zUsefulLinksAnswer,
} from '@securite/domain/communication/schemas';
import { zSponsorConfig, zSponsorConfigSave } from '@securite/domain/communication/sponsor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requirePlatformRole } from '../../http/auth.ts';
import { sendStoredFile } from '../files/public.ts';
import { createAnnouncement } from './create-announcement.ts';
import { createUsefulDocument } from './create-useful-document.ts';
import { deleteAnnouncement } from './delete-announcement.ts';
import { deleteSponsorConfig } from './delete-sponsor-config.ts';
import { deleteUiTutorial } from './delete-ui-tutorial.ts';
import { deleteUsefulDocument } from './delete-useful-document.ts';
import { downloadUsefulDocument } from './download-useful-document.ts';
import { findAnnouncements } from './find-announcements.ts';
import { findUiTutorials } from './find-ui-tutorials.ts';
import { findUsefulDocuments } from './find-useful-documents.ts';
import { getSponsorConfig } from './get-sponsor-config.ts';
import { getUsefulLinks } from './get-useful-links.ts';
import { saveSponsorConfig } from './save-sponsor-config.ts';
import { saveUiTutorial } from './save-ui-tutorial.ts';
import { saveUsefulLinks } from './save-useful-links.ts';

const tags = ['communication'];
const zId = z.object({ id: z.uuid() });
const staff = { onRequest: requirePlatformRole(true) };
const admin = { onRequest: requirePlatformRole(false) };
const deleted = { 204: z.null() };

/**
 * The platform's communication (spec 001 section 2, Admin communication and configuration, liensUtiles): news
 * announcements, useful documents, interface tutorials, the sponsorship configuration and the useful links. Every
 * signed-in user reads them; platform admins write them (support reads the administration lists).
 */
export const communicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  // News announcements (« Nouveautés »).
  app.post(
    '/api/admin/announcements/fetch',
    { ...staff, schema: { tags, body: zAnnouncementFetchRequest, response: { 200: zAnnouncementPage } } },
    async (request) => findAnnouncements(ctx, request.body),
  );
  app.post(
    '/api/announcements/fetch',
    { schema: { tags, body: zAnnouncementFetchRequest, response: { 200: zAnnouncementPage } } },
    async (request) => findAnnouncements(ctx, request.body),
  );
  app.post(
    '/api/admin/announcements',
    { ...admin, schema: { tags, body: zAnnouncementSave, response: { 200: zAnnouncement } } },
    async (request) => createAnnouncement(ctx, authOf(request).user.id, request.body),
  );
  app.delete(
    '/api/admin/announcements/:id',
    { ...admin, schema: { tags, params: zId, response: deleted } },
    async (request, reply) => {
      await deleteAnnouncement(ctx, request.params.id);
      return reply.code(204).send(null);
    },
  );

  // Useful documents.
  app.get('/api/useful-docs', { schema: { tags, response: { 200: zUsefulDocumentList } } }, async () =>
    findUsefulDocuments(ctx),
  );
  app.get(
    '/api/useful-docs/:id/download',
    { schema: { tags, params: zId, response: { 200: z.string().describe('Contenu du fichier') } } },
    async (request, reply) => {
      const { file, stored } = await downloadUsefulDocument(ctx, request.params.id);
      return sendStoredFile(reply, file, stored);
    },
  );
  app.post(
    '/api/admin/useful-docs',
    { ...admin, schema: { tags, body: zUsefulDocumentSave, response: { 200: zUsefulDocument } } },
    async (request) => createUsefulDocument(ctx, authOf(request).user.id, request.body),
  );
  app.delete(
    '/api/admin/useful-docs/:id',
    { ...admin, schema: { tags, params: zId, response: deleted } },
    async (request, reply) => {
      await deleteUsefulDocument(ctx, request.params.id);
      return reply.code(204).send(null);
    },
  );

  // Interface tutorials.
  app.get('/api/ui-tutorials', { schema: { tags, response: { 200: zUiTutorialList } } }, async () =>
    findUiTutorials(ctx, { activeOnly: true }),
  );
  app.post(
    '/api/admin/fetch/ui-tutorials',
    { ...staff, schema: { tags, response: { 200: zUiTutorialList } } },
    async () => findUiTutorials(ctx, { activeOnly: false }),
  );
  app.post(
    '/api/admin/ui-tutorial',
    { ...admin, schema: { tags, body: zUiTutorialSave, response: { 200: zUiTutorial } } },
    async (request) => saveUiTutorial(ctx, request.body),
  );
  app.delete(
    '/api/admin/ui-tutorial/:id',
    { ...admin, schema: { tags, params: zId, response: deleted } },
    async (request, reply) => {
      await deleteUiTutorial(ctx, request.params.id);
      return reply.code(204).send(null);
    },
  );

  // Sponsorship configuration (« parrainage »): 404 means none.
  app.get('/api/configurations/sponsor', { schema: { tags, response: { 200: zSponsorConfig } } }, async () =>
    getSponsorConfig(ctx, { activeOnly: true }),
  );
  app.get(
    '/api/admin/configurations/sponsor',
    { ...admin, schema: { tags, response: { 200: zSponsorConfig } } },
    async () => getSponsorConfig(ctx, { activeOnly: false }),
  );
  app.post(
    '/api/admin/configurations/sponsor',
    { ...admin, schema: { tags, body: zSponsorConfigSave, response: { 200: zSponsorConfig } } },
    async (request) => saveSponsorConfig(ctx, authOf(request).user.id, request.body),
  );
  app.delete(
    '/api/admin/configurations/sponsor',
    { ...admin, schema: { tags, response: deleted } },
    async (request, reply) => {
      await deleteSponsorConfig(ctx, authOf(request).user.id);
      return reply.code(204).send(null);
    },
  );

  // Useful links (training plan, website offer, support address).
  app.get('/api/configurations/links', { schema: { tags, response: { 200: zUsefulLinksAnswer } } }, async () =>
    getUsefulLinks(ctx),
  );
  app.put(
    '/api/admin/configurations/links',
    { ...admin, schema: { tags, body: zUsefulLinks, response: { 200: zUsefulLinksAnswer } } },
    async (request) => saveUsefulLinks(ctx, request.body),
  );
};

import {
  zInformationNote,
  zInformationNoteFetchRequest,
  zInformationNotePage,
  zInformationNoteRequest,
} from '@securite/domain/information-notes/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../../http/tenancy.ts';
import { deleteInformationNote } from './delete-information-note.ts';
import { findInformationNotes } from './find-information-notes.ts';
import { markInformationNoteRead } from './mark-information-note-read.ts';
import { saveInformationNote } from './save-information-note.ts';

const tags = ['notes d’information'];
const zId = z.object({ id: z.uuid() });

/** Internal information notes: staff read all, agents those for everyone or for agents, customers none (403). */
export const informationNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/informationNote',
    {
      config: { rights: ['informationNotes.create', 'informationNotes.edit'] },
      schema: { tags, body: zInformationNoteRequest, response: { 200: zInformationNote } },
    },
    async (request) => saveInformationNote(ctx, tenantOf(request), request.body),
  );
  app.post(
    '/fetch/informationNotes',
    { schema: { tags, body: zInformationNoteFetchRequest, response: { 200: zInformationNotePage } } },
    async (request) => findInformationNotes(ctx, tenantOf(request), request.body),
  );
  app.delete(
    '/informationNote/:id',
    { config: { rights: ['informationNotes.edit'] }, schema: { tags, params: zId, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteInformationNote(ctx, tenantOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  app.patch(
    '/informationNoteUserCompany/:id',
    { schema: { tags, params: zId, response: { 200: zInformationNote } } },
    async (request) => markInformationNoteRead(ctx, tenantOf(request), request.params.id),
  );
};

// Test support for documents: an agency with a caller for each role a document's readers distinguish.
import type { FastifyInstance } from 'fastify';
import { type Caller, caller } from './agent-kit.ts';
import { buildAgencyWithPeople, buildCustomer, buildMember, loginAs } from './factories.ts';
import type { TestApp } from './test-app.ts';
import { PDF, upload } from './upload-kit.ts';

/** The agency's people, each with a logged-in caller and their token (uploads need the token). */
export async function buildDocumentsAgency(t: TestApp) {
  const db = t.database.db;
  const people = await buildAgencyWithPeople(db);
  const agencyId = people.agency.id;
  const editor = await buildMember(db, agencyId, 'staff', { rights: ['documents.edit'] });
  const creator = await buildMember(db, agencyId, 'staff', { rights: ['documents.create'] });
  const agent2 = await buildMember(db, agencyId, 'agent');
  const agentCreator = await buildMember(db, agencyId, 'agent', { rights: ['documents.create'] });
  const customer2 = await buildCustomer(db, agencyId);
  const customerUser2 = await buildMember(db, agencyId, 'customer', { customerId: customer2.id });
  const members = {
    owner: people.owner,
    staff: people.staff,
    editor,
    creator,
    agent: people.agent,
    agent2,
    agentCreator,
    customer: people.customerUser,
    customer2: customerUser2,
  };
  const callers = {} as Record<keyof typeof members, Caller & { token: string; membershipId: string }>;
  for (const [key, member] of Object.entries(members) as [keyof typeof members, (typeof members)['owner']][]) {
    const { token } = await loginAs(t.app, member.user.email);
    callers[key] = { ...caller(t.app, token), token, membershipId: member.membership.id };
  }
  return { ...people, ...members, customer: people.customer, customer2, base: `/api/agency/${agencyId}`, as: callers };
}

/** Uploads a PDF for a document as this token and answers its id. */
export async function uploadDocumentFile(
  app: FastifyInstance,
  token: string,
  agencyId: string,
  name = 'document.pdf',
  bytes: Buffer = Buffer.concat([PDF, Buffer.from(`% ${name}\n`)]),
): Promise<string> {
  const response = await upload(app, token, agencyId, 'document', { name, type: 'application/pdf', bytes });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: string }).id;
}

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { agentInfos } from '../db/schema/agents.ts';
import { alarms } from '../db/schema/alarms.ts';
import { planningProposals } from '../db/schema/planning-proposals.ts';
import { appSettings, mailAttachments, notifications } from '../db/schema/platform.ts';
import { checkpoints, rounds } from '../db/schema/rounds.ts';
import { services } from '../db/schema/services.ts';
import { sites } from '../db/schema/sites.ts';
import { agencies, customers } from '../db/schema/tenancy.ts';
import { completeSettings, sampleLines, sellerAddress } from './billing-kit.ts';
import { buildAgency, buildMember, loginAs } from './factories.ts';
import { platformSteps } from './route-record-platform-steps.ts';
import type { RecordKind, SeedContext } from './route-records.ts';
import { signaturePng } from './signature-kit.ts';
import { PDF } from './upload-kit.ts';
import { buildAgencyType, buildSite } from './workforce-factories.ts';

/** One step of the records of an agency for the route matrix: what it makes, and how. */
export interface RecordStep {
  name: string;
  /** The kinds of record the step puts in `ids` (checked after it runs). */
  records: RecordKind[];
  seed(s: SeedContext): Promise<void>;
}

const at = (minute: number) => new Date(Date.UTC(2027, 2, 3, 20, minute)).toISOString();

/**
 * The records the route matrix (http/route-matrix-kit.ts) calls every route with, made in this order in each of its
 * two agencies (a step may use the records of the steps before it). A new kind of record: a step at the end (or in
 * the step of its area), naming the kind in `records`.
 */
export const recordSteps: RecordStep[] = [
  {
    name: 'the site the agent works on, for the customer',
    records: ['site', 'siteInstruction'],
    async seed({ db, agencyId, ids, owner }) {
      // The agent's record (badge, individual number).
      await db.insert(agentInfos).values({
        membershipId: ids.agent,
        agencyId,
        individualNumber: randomUUID().slice(0, 8),
        cnapsCardExpiresAt: '2031-01-01',
        // Under contract: the planning checks would otherwise ask to confirm (noContract).
        contractType: 'cdi',
        entryDate: '2020-01-01',
      });
      // The customer has an address, so that documents and reports have someone to be mailed to.
      await db.update(customers).set({ email: 'accueil@client-exemple.fr' }).where(eq(customers.id, ids.customer));
      const site = await buildSite(db, agencyId, { customerId: ids.customer, agentIds: [ids.agent] });
      await db.update(sites).set({ interventionReportAfterServiceEnabled: true }).where(eq(sites.id, site.id));
      ids.site = site.id;
      ids.siteInstruction = (await owner('POST', `/site/${ids.site}/instruction`)).id;
    },
  },
  {
    name: 'a round of two checkpoints, walked during a service the agent starts and ends from the phone',
    records: ['checkpoint', 'badgeCode', 'round', 'service', 'roundExecution', 'event', 'eventFile', 'agencyReport'],
    async seed({ db, agencyId, ids, api, tokens }) {
      const badge = `RM-${randomUUID().slice(0, 8)}`;
      const points = await db
        .insert(checkpoints)
        .values(
          ['Poste de garde', 'Quais'].map((title, i) => ({
            agencyId,
            siteId: ids.site,
            title,
            color: '#1976d2',
            badge: `${badge}-${i}`,
          })),
        )
        .returning();
      ids.checkpoint = points[0].id;
      ids.badgeCode = `${badge}-0`;
      const [round] = await db
        .insert(rounds)
        .values({
          agencyId,
          siteId: ids.site,
          slug: randomUUID(),
          name: 'Ronde de nuit',
          checkpointIds: [ids.checkpoint],
        })
        .returning();
      ids.round = round.id;
      const [service] = await db
        .insert(services)
        .values({
          agencyId,
          reference: `RM-${randomUUID().slice(0, 6)}`,
          siteId: ids.site,
          agentId: ids.agent,
          startAt: new Date(at(0)),
          endAt: new Date(at(59)),
          roundIds: [round.id],
        })
        .returning();
      ids.service = service.id;
      ids.roundExecution = randomUUID();
      ids.event = randomUUID();
      const photo = `data:application/pdf;base64,${PDF.toString('base64')}`;
      const execution = { executionId: ids.roundExecution };
      for (const [type, minute, extra] of [
        ['service.start', 0, {}],
        ['round.start', 5, { round: { ...execution, roundId: round.id } }],
        ['round.checkpoint', 6, { round: { ...execution, checkpointId: ids.checkpoint, method: 'qr' } }],
        ['round.end', 9, { round: execution }],
        [
          'event.create',
          25,
          {
            event: {
              eventId: ids.event,
              typeKey: 'incident',
              description: 'Vitre brisée',
              attachments: [{ dataUrl: photo }],
            },
          },
        ],
        ['service.end', 50, { end: { report: 'RAS en fin de service' } }],
      ] as const) {
        const message = { uuid: randomUUID(), type, serviceId: service.id, deviceAt: at(minute), ...extra };
        await api(tokens.agent, 'POST', '/field/message', message);
      }
      type Attachments = Array<{ fileId: string }>;
      const event = (await api(tokens.owner, 'GET', `/event/${ids.event}`)) as unknown as {
        attachments: Attachments;
        messages: Array<{ attachments: Attachments }>;
      };
      ids.eventFile = [...event.attachments, ...event.messages.flatMap((m) => m.attachments)][0].fileId;
      const reports = await api(tokens.owner, 'GET', '/agency-reports');
      ids.agencyReport = (reports.data as Array<{ id: string }>)[0]?.id;
    },
  },
  {
    name: 'an alarm raised during the service, and a circuit',
    records: ['alarm', 'circuit'],
    async seed({ db, agencyId, ids, owner }) {
      ids.alarm = randomUUID();
      await db.insert(alarms).values({
        id: ids.alarm,
        agencyId,
        agentId: ids.agent,
        serviceId: ids.service,
        kind: 'sos',
        triggerId: randomUUID(),
        raisedAt: new Date(at(30)),
      });
      const circuits = await owner('POST', '/circuits', {
        date: '2027-01-04',
        agentId: ids.agent,
        stops: [{ siteId: ids.site, startTime: '08:00', endTime: '12:00' }],
      });
      ids.circuit = (circuits.circuits as Array<{ id: string }>)[0].id;
    },
  },
  {
    name: 'the agents’ side: types, an unavailability, a request, a note, a salary element, a document',
    records: [
      'unavailabilityType',
      'requestType',
      'unavailability',
      'agentRequest',
      'informationNote',
      'salaryElement',
      'agentDocument',
      'file',
    ],
    async seed({ db, agencyId, ids, owner, uploadPdf }) {
      ids.unavailabilityType = (await buildAgencyType(db, agencyId, 'unavailability')).id;
      ids.requestType = (await buildAgencyType(db, agencyId, 'request')).id;
      ids.unavailability = (await owner('POST', '/unavailability', { agentId: ids.agent })).id;
      ids.agentRequest = (await owner('POST', '/request', { agentId: ids.agent })).id;
      ids.informationNote = (await owner('POST', '/informationNote')).id;
      ids.salaryElement = (await owner('POST', '/salary-element', { agentId: ids.agent })).id;
      // The document, attached to the agent (its body names the upload as `fileId`), and a file attached to nothing.
      ids.agentDocument = await uploadPdf('agent-document', 'contrat.pdf');
      ids.file = ids.agentDocument;
      await owner('POST', `/agent/${ids.agent}/documents`);
      ids.file = await uploadPdf('agent-document', 'brouillon.pdf');
    },
  },
  {
    name: 'the customer’s request',
    records: ['customerRequest'],
    async seed({ ids, api, tokens, bodyOf }) {
      const body = { ...bodyOf('POST', '/customer-request'), siteId: ids.site };
      ids.customerRequest = (await api(tokens.customer, 'POST', `/customer/${ids.customer}/customer-request`, body)).id;
    },
  },
  {
    name: 'the commercial documents, each with a file, a payment on the invoice, a recurrence',
    records: [
      'invoice',
      'invoiceFile',
      'estimate',
      'estimateFile',
      'purchaseOrder',
      'purchaseOrderFile',
      'invoicePayment',
      'invoiceRecurrence',
    ],
    async seed({ ids, db, agencyId, api, tokens, owner, uploadPdf }) {
      await api(tokens.owner, 'PUT', '/settings/commercial-docs', completeSettings);
      // The seller's address is a mandatory mention of an invoice.
      await db.update(agencies).set({ address: sellerAddress }).where(eq(agencies.id, agencyId));
      const documentBody = { customerId: ids.customer, lines: sampleLines };
      for (const kind of ['invoice', 'estimate', 'purchaseOrder'] as const) {
        ids[kind] = (await owner('POST', `/${kind}`, documentBody)).id;
        const fileId = await uploadPdf('commercial-document', 'annexe.pdf');
        await api(tokens.owner, 'POST', `/${kind}/${ids[kind]}/files`, { fileId });
        ids[`${kind}File`] = fileId;
      }
      await api(tokens.owner, 'POST', `/invoice/${ids.invoice}/validate`);
      const payment = await owner('POST', `/invoice/${ids.invoice}/partial-payments`, { amountCents: 1000 });
      ids.invoicePayment = (payment.payments as Array<{ id: string }> | undefined)?.[0]?.id ?? payment.id;
      ids.invoiceRecurrence = (await owner('POST', '/invoiceRecurrence', { customerId: ids.customer })).id;
    },
  },
  {
    name: 'a mail sent with an attachment',
    records: ['mail', 'mailAttachment'],
    async seed({ t, db, agencyId, ids }) {
      ids.mail = await t.app.ctx.mailer.record({
        to: 'client@exemple.fr',
        subject: 'Votre facture',
        text: 'Bonjour, voici votre facture.',
        agencyId,
        kind: 'invoice',
        attachments: [{ filename: 'facture.pdf', contentType: 'application/pdf', content: PDF }],
      });
      const [attachment] = await db.select().from(mailAttachments).where(eq(mailAttachments.mailId, ids.mail));
      ids.mailAttachment = attachment.id;
    },
  },
  {
    name: 'the owner’s own records outside the agency: a device and a notification',
    records: ['device', 'notification'],
    async seed({ db, agencyId, ids, api, tokens, bodyOf, people }) {
      ids.device = (await api(tokens.owner, 'POST', '/api/user/device', bodyOf('POST', '/api/user/device'))).id;
      const [notification] = await db
        .insert(notifications)
        .values({ agencyId, userId: people.owner.user.id, title: 'Nouvelle demande' })
        .returning();
      ids.notification = notification.id;
    },
  },
  {
    name: 'a document of the agency shared with every agent and customer (its three scopes read it), with its file',
    records: ['document', 'documentFile'],
    async seed({ ids, owner, uploadPdf }) {
      const fileId = await uploadPdf('document', 'reglement.pdf');
      const document = await owner('POST', '/document', {
        id: null,
        type: 'general',
        name: 'Règlement intérieur',
        attachedFolders: [],
        fileIds: [fileId],
        accessAllAgents: true,
        accessAllCustomers: true,
        userCompanies: [],
        customers: [ids.customer],
        agentId: null,
      });
      ids.document = document.id;
      ids.documentFile = fileId;
    },
  },
  {
    name: 'a stock reference, one unit of it handed to the agent',
    records: ['stockReference', 'stockAssignment'],
    async seed({ ids, owner }) {
      const reference = await owner('POST', '/stock-reference', {
        id: null,
        title: 'Radio portative',
        reference: null,
        types: ['Communication'],
        status: 'active',
        quantity: 10,
      });
      ids.stockReference = reference.id;
      const update = await owner('POST', '/stock-assignment', {
        stockReferenceId: ids.stockReference,
        agents: [ids.agent],
        sites: [],
        quantityToAssign: 1,
        assignedAt: null,
        dateRangeRestitution: null,
      });
      ids.stockAssignment = (update.assignments as Array<{ id: string }>)[0].id;
    },
  },
  {
    // An agent's contract: the first of the kinds (`agent`) is the one the matrix puts in `:kind`.
    name: 'the agency’s signature, a template of agent contract, and the agent’s work contract',
    records: ['contract', 'contractTemplate', 'signatureTemplate'],
    async seed({ ids, owner }) {
      const signature = await owner('POST', '/contract-signature-template', {
        id: null,
        name: 'Gérant',
        image: signaturePng(),
        useAsDefault: true,
      });
      ids.signatureTemplate = signature.id;
      const text = { title: 'Contrat de travail', body: 'Contrat de travail à durée indéterminée.' };
      ids.contractTemplate = (await owner('POST', '/contract/template/agent', { id: null, ...text })).id;
      const contract = await owner('POST', '/contract/agent', {
        id: null,
        ...text,
        reference: null,
        templateId: ids.contractTemplate,
        customerId: null,
        agentId: ids.agent,
        signerName: null,
        signerEmail: null,
        startDate: '2027-01-01',
        endDate: null,
      });
      ids.contract = contract.id;
    },
  },
  {
    // Another agency's active offer is on every agency's board by design; a closed one is its agency's alone, so
    // the other agency of the matrix must get 404 for it (the board's tenancy rule), as for its answers.
    name: 'an offer of the board, answered by a third agency, then closed',
    records: ['offer', 'offerAnswer'],
    async seed({ t, db, ids, api, tokens, owner }) {
      const text = { id: null, title: 'Renfort week-end', location: 'Lyon', description: null };
      ids.offer = (await owner('POST', '/offer', { ...text, status: 'active' })).id;
      const third = await buildAgency(db);
      const answerer = await buildMember(db, third.id, 'owner');
      const token = (await loginAs(t.app, answerer.user.email)).token;
      const answer = await api(token, 'POST', `/api/agency/${third.id}/offer/${ids.offer}/answer`, {
        message: 'Disponibles samedi',
      });
      ids.offerAnswer = answer.id;
      await api(tokens.owner, 'POST', '/offer', { ...text, id: ids.offer, status: 'closed' });
    },
  },
  {
    name: 'the platform’s active sponsorship offer, which the agencies read (404 while there is none)',
    records: [],
    async seed({ db }) {
      await db
        .insert(appSettings)
        .values({
          key: 'sponsor',
          value: { title: 'Parrainage', description: '<p>Un mois offert.</p>', isActive: true },
        })
        .onConflictDoNothing();
    },
  },
  {
    name: 'a finished « Proposer un planning » run (issue 32)',
    records: ['planningProposal'],
    async seed({ db, agencyId, ids }) {
      const [row] = await db
        .insert(planningProposals)
        .values({
          agencyId,
          status: 'done',
          phase: 'done',
          progress: 100,
          request: { from: '2027-01-01', to: '2027-01-07' },
        })
        .returning();
      ids.planningProposal = row.id;
    },
  },
  ...platformSteps,
];

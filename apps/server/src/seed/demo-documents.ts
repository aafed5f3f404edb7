import { randomUUID } from 'node:crypto';
import type { DocumentType } from '@securite/domain/documents/document-types';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import {
  documentCustomers,
  documentFiles,
  documentFolderLinks,
  documentFolders,
  documentReaders,
  documents,
} from '../db/schema/documents.ts';
import { files } from '../db/schema/files.ts';
import { memberships, users } from '../db/schema/tenancy.ts';
import { inAgency } from '../db/tenant.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { renderPdf } from '../pdf/render-pdf.ts';

interface DemoDocument {
  type: DocumentType;
  name: string;
  file: string;
  folder?: string;
  lines: string[];
  accessAllAgents?: boolean;
  accessAllCustomers?: boolean;
  /** Karim Benali (agent@demo.test) is the agent it is about. */
  aboutKarim?: boolean;
  forClientDemo?: boolean;
  /** Chosen readers, by e-mail. */
  readers?: string[];
}

const demoDocuments: DemoDocument[] = [
  {
    type: 'general',
    name: 'Règlement intérieur',
    file: 'reglement-interieur.pdf',
    folder: 'Ressources humaines',
    accessAllAgents: true,
    lines: ['Article 1 — Horaires et prises de service', 'Article 2 — Tenue et port de la carte professionnelle'],
  },
  {
    type: 'general',
    name: 'Attestation d’assurance responsabilité civile 2026',
    file: 'attestation-rc-2026.pdf',
    folder: 'Assurances',
    accessAllCustomers: true,
    lines: ['Responsabilité civile professionnelle des activités de surveillance humaine.'],
  },
  {
    type: 'general',
    name: 'Procédure d’astreinte',
    file: 'procedure-astreinte.pdf',
    folder: 'Procédures',
    readers: ['planning@demo.test'],
    lines: ['Numéro d’astreinte : 01 40 00 00 00', 'Escalade au gérant après 15 minutes sans réponse.'],
  },
  {
    type: 'agents',
    name: 'Convocation recyclage SSIAP 1',
    file: 'convocation-ssiap1.pdf',
    folder: 'Formations',
    aboutKarim: true,
    lines: ['Karim Benali est convoqué au recyclage SSIAP 1.', 'Lieu : centre de formation de Saint-Denis.'],
  },
  {
    type: 'agents',
    name: 'Fiche de poste — Agent de sécurité',
    file: 'fiche-de-poste.pdf',
    folder: 'Ressources humaines',
    accessAllAgents: true,
    lines: ['Missions : surveillance, rondes, contrôle d’accès, main courante.'],
  },
  {
    type: 'customers',
    name: 'Rapport d’activité mensuel',
    file: 'rapport-activite.pdf',
    folder: 'Rapports',
    forClientDemo: true,
    lines: ['Siège Client Démo : 62 rondes, 4 événements, aucune intrusion.'],
  },
  {
    type: 'customers',
    name: 'Plan de prévention',
    file: 'plan-de-prevention.pdf',
    folder: 'Sécurité',
    forClientDemo: true,
    lines: ['Risques identifiés sur le site et mesures de prévention convenues.'],
  },
];

/** A small one-page PDF titled with the document's name. */
function demoPdf(title: string, lines: string[]): Promise<Buffer> {
  return renderPdf({ size: 'A4', margin: 56, info: { Title: title } }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(18).text(title);
    doc.moveDown().font('Helvetica').fontSize(11);
    for (const line of lines) doc.text(line).moveDown(0.5);
    doc.moveDown().fillColor('#666').fontSize(9).text('Sécurité Démo — document de démonstration');
  });
}

/**
 * Demo documents of « Sécurité Démo »: in folders, shared with its agents (one about Karim Benali, agent@), with
 * « Client Démo » (client@) and with the planning staff. Their PDFs go to the file storage when one is given.
 */
export async function seedDocuments(
  tx: Tx,
  input: { agencyId: string; ownerUserId: string; clientDemoId: string; storage?: FileStorage },
): Promise<void> {
  const { agencyId } = input;
  const people = await tx
    .select({ id: memberships.id, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(inAgency(memberships, agencyId), inArray(users.email, ['agent@demo.test', 'planning@demo.test'])));
  const membershipOf = new Map(people.map((p) => [p.email, p.id]));
  const folderIds = new Map<string, string>();
  for (const [index, demo] of demoDocuments.entries()) {
    const bytes = await demoPdf(demo.name, demo.lines);
    const fileId = randomUUID();
    const key = `agencies/${agencyId}/${fileId}`;
    await input.storage?.put(key, bytes, 'application/pdf');
    await tx.insert(files).values({
      id: fileId,
      agencyId,
      key,
      originalName: demo.file,
      contentType: 'application/pdf',
      size: bytes.length,
      purpose: 'document',
      createdBy: input.ownerUserId,
    });
    const [document] = await tx
      .insert(documents)
      .values({
        agencyId,
        type: demo.type,
        name: demo.name,
        accessAllAgents: demo.accessAllAgents ?? false,
        accessAllCustomers: demo.accessAllCustomers ?? false,
        agentId: demo.aboutKarim ? (membershipOf.get('agent@demo.test') ?? null) : null,
        createdBy: input.ownerUserId,
        // Newest first on the lists: spread over the last days.
        createdAt: new Date(Date.now() - (demoDocuments.length - index) * 86_400_000),
      })
      .returning();
    await tx.insert(documentFiles).values({ documentId: document.id, fileId });
    if (demo.folder) {
      const folderKey = `${demo.type}/${demo.folder}`;
      let folderId = folderIds.get(folderKey);
      if (!folderId) {
        const [folder] = await tx
          .insert(documentFolders)
          .values({ agencyId, type: demo.type, name: demo.folder })
          .returning();
        folderId = folder.id;
        folderIds.set(folderKey, folderId);
      }
      await tx.insert(documentFolderLinks).values({ documentId: document.id, folderId });
    }
    for (const email of demo.readers ?? []) {
      const membershipId = membershipOf.get(email);
      if (membershipId) await tx.insert(documentReaders).values({ documentId: document.id, membershipId });
    }
    if (demo.forClientDemo) {
      await tx.insert(documentCustomers).values({ documentId: document.id, customerId: input.clientDemoId });
    }
  }
}

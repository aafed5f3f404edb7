import { createHash, randomBytes } from 'node:crypto';
import { contractKindLabels, contractPartyLabels } from '@securite/domain/contracts/contract-kinds';
import { signatureLinkExpiry, signaturePath } from '@securite/domain/contracts/signature-link';
import { fillTemplate, type TemplateValues } from '@securite/domain/contracts/template-variables';
import { formatDay, todayIn } from '@securite/domain/time/calendar-day';
import { and, eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import type { Tx } from '../db/client.ts';
import { nextSequenceValue } from '../db/next-sequence-value.ts';
import {
  contractSignatures,
  contractSignatureTemplates,
  contracts,
  contractTemplates,
  type FrozenContractContent,
} from '../db/schema/contracts.ts';
import { mailOutbox } from '../db/schema/platform.ts';
import { agencies, customers, memberships, users } from '../db/schema/tenancy.ts';
import { inAgency } from '../db/tenant.ts';
import { renderContractPdf, sha256Hex } from '../modules/contracts/public.ts';

/** A signature-like stroke (a few loops), as signature_pad would give, as base64 PNG. */
function drawnSignature(width: number, height: number, loops: number): string {
  const png = new PNG({ width, height });
  const ink = (x: number, y: number) => {
    for (let dx = 0; dx < 2; dx++)
      for (let dy = 0; dy < 2; dy++) {
        const px = Math.round(x) + dx;
        const py = Math.round(y) + dy;
        if (px < 0 || py < 0 || px >= width || py >= height) continue;
        const i = (width * py + px) * 4;
        png.data[i] = 25;
        png.data[i + 1] = 35;
        png.data[i + 2] = 110;
        png.data[i + 3] = 255;
      }
  };
  for (let t = 0; t < 1; t += 0.0008) {
    const x = 12 + t * (width - 24) + Math.sin(t * Math.PI * 2 * loops) * 10;
    const y = height / 2 + Math.cos(t * Math.PI * 2 * loops) * (height / 3) * (1 - t / 2);
    ink(x, y);
  }
  return PNG.sync.write(png).toString('base64');
}

export const demoCustomerTemplate = `Le présent contrat de prestation de surveillance est conclu entre :

{{agence.nom}}, société de sécurité privée, {{agence.adresse}}, ci-après « le Prestataire »,
et {{client.nom}}, {{client.adresse}} (SIREN {{client.siren}}), représenté par {{signataire.nom}}, ci-après « le Client ».

Article 1 — Objet
Le Prestataire assure la surveillance et le gardiennage des sites du Client selon le planning convenu.

Article 2 — Durée
Le contrat prend effet le {{contrat.dateDebut}} et prend fin le {{contrat.dateFin}}.

Article 3 — Prix et facturation
Les prestations sont facturées mensuellement selon la grille tarifaire en vigueur, payables selon les conditions de règlement du Client.

Article 4 — Obligations du Prestataire
Le Prestataire affecte des agents titulaires d’une carte professionnelle valide délivrée par le CNAPS.

Fait à Paris, le {{date.jour}}.`;

export const demoAgentTemplate = `Contrat de travail à durée indéterminée

Entre {{agence.nom}}, {{agence.adresse}}, ci-après « l’Employeur »,
et {{collaborateur.nomComplet}}, né(e) le {{collaborateur.dateNaissance}} à {{collaborateur.lieuNaissance}}, demeurant {{collaborateur.adresse}}, ci-après « le Salarié ».

Article 1 — Engagement
Le Salarié est engagé en qualité de {{collaborateur.emploi}} ({{collaborateur.qualification}}) à compter du {{contrat.dateDebut}}, sous contrat {{collaborateur.typeContrat}}.

Article 2 — Carte professionnelle
Le Salarié déclare être titulaire de la carte professionnelle n° {{collaborateur.carteProNumero}}, valable jusqu’au {{collaborateur.carteProExpiration}}.

Article 3 — Convention collective
Le contrat est régi par la convention collective des entreprises de prévention et de sécurité (IDCC 1351).

Fait le {{date.jour}}.`;

const address = (a: { street?: string | null; zipcode?: string | null; city?: string | null }) =>
  [a.street, [a.zipcode, a.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/**
 * The contracts of « Sécurité Démo »: a template of each kind, the manager's default signature, a customer contract
 * of « Client Démo » signed (its signed PDF is drawn and kept at its first download) and one sent for signature
 * (its link mailed to Claire Durand, readable in the mail viewer), and an agent contract to send.
 */
export async function seedContracts(
  tx: Tx,
  input: { agencyId: string; customerId: string; ownerUserId: string; publicUrl?: string },
): Promise<void> {
  const { agencyId, customerId, ownerUserId } = input;
  const [agency] = await tx.select().from(agencies).where(eq(agencies.id, agencyId));
  const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId));
  if (!agency || !customer) return;
  const [customerTemplate] = await tx
    .insert(contractTemplates)
    .values({
      agencyId,
      kind: 'customer',
      title: 'Contrat de prestation de surveillance',
      body: demoCustomerTemplate,
      createdBy: ownerUserId,
    })
    .returning();
  const [agentTemplate] = await tx
    .insert(contractTemplates)
    .values({
      agencyId,
      kind: 'agent',
      title: 'Contrat de travail — agent de sécurité',
      body: demoAgentTemplate,
      createdBy: ownerUserId,
    })
    .returning();
  await tx.insert(contractTemplates).values({
    agencyId: null,
    kind: 'customer',
    title: 'Modèle plateforme — prestation ponctuelle',
    body: 'Entre {{agence.nom}} et {{client.nom}} : prestation de sécurité ponctuelle le {{contrat.dateDebut}}.\n\nFait le {{date.jour}}.',
  });
  const agencySignature = drawnSignature(240, 80, 3);
  await tx.insert(contractSignatureTemplates).values({
    agencyId,
    name: 'Signature de Gérard Martin',
    imagePng: agencySignature,
    useAsDefault: true,
    createdBy: ownerUserId,
  });

  const nextReference = async () => `CTR-${String(await nextSequenceValue(tx, agencyId, 'contract')).padStart(4, '0')}`;
  const now = new Date();
  const year = Number(todayIn(agency.timezone, now).slice(0, 4));
  const agencyLines = [address(agency.address), agency.email, agency.phone].filter((l): l is string => !!l);
  const values = (startDate: string, endDate: string, signer: string): TemplateValues => ({
    'agence.nom': agency.name,
    'agence.adresse': address(agency.address),
    'agence.email': agency.email,
    'agence.telephone': agency.phone,
    'client.nom': customer.name,
    'client.adresse': address(customer.address),
    'client.email': customer.email,
    'client.siren': customer.siren,
    'client.tva': customer.vatNumber,
    'client.numero': customer.customerNumber,
    'contrat.dateDebut': formatDay(startDate),
    'contrat.dateFin': formatDay(endDate),
    'signataire.nom': signer,
    'signataire.email': 'client@demo.test',
    'date.jour': formatDay(todayIn(agency.timezone, now)),
  });
  const customerContract = async (spec: {
    title: string;
    startDate: string;
    endDate: string;
    sentDaysAgo: number;
    signed: boolean;
  }) => {
    const reference = await nextReference();
    const sentAt = new Date(now.getTime() - spec.sentDaysAgo * 86_400_000);
    const content: FrozenContractContent = {
      agencyName: agency.name,
      agencyLines,
      title: spec.title,
      reference,
      kindLabel: contractKindLabels.customer,
      partyLabel: contractPartyLabels.customer,
      partyName: customer.name,
      body: fillTemplate(demoCustomerTemplate, 'customer', values(spec.startDate, spec.endDate, 'Claire Durand')),
      timeZone: agency.timezone,
    };
    const documentSha256 = sha256Hex(await renderContractPdf({ ...content, date: sentAt, preview: false }));
    const token = randomBytes(32).toString('base64url');
    const signedAt = new Date(sentAt.getTime() + 26 * 3_600_000);
    const [row] = await tx
      .insert(contracts)
      .values({
        agencyId,
        kind: 'customer',
        title: spec.title,
        reference,
        status: spec.signed ? 'signed' : 'sent',
        body: demoCustomerTemplate,
        templateId: customerTemplate.id,
        customerId,
        signerName: 'Claire Durand',
        signerEmail: 'client@demo.test',
        startDate: spec.startDate,
        endDate: spec.endDate,
        sentContent: content,
        sentAt,
        documentSha256,
        tokenHash: createHash('sha256').update(token).digest('hex'),
        tokenExpiresAt: signatureLinkExpiry(sentAt),
        tokenUsedAt: spec.signed ? signedAt : null,
        signedAt: spec.signed ? signedAt : null,
        createdBy: ownerUserId,
        createdAt: new Date(sentAt.getTime() - 3_600_000),
        updatedAt: spec.signed ? signedAt : sentAt,
      })
      .returning();
    await tx.insert(contractSignatures).values({
      agencyId,
      contractId: row.id,
      role: 'agency',
      signerName: `${agency.name} (Gérard Martin)`,
      signerEmail: 'gerant@demo.test',
      imagePng: agencySignature,
      ip: '192.0.2.10',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36',
      documentSha256,
      signedAt: sentAt,
    });
    if (spec.signed)
      await tx.insert(contractSignatures).values({
        agencyId,
        contractId: row.id,
        role: 'signer',
        signerName: 'Claire Durand',
        signerEmail: 'client@demo.test',
        imagePng: drawnSignature(240, 80, 4),
        ip: '198.51.100.23',
        userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/126.0 Mobile Safari/537.36',
        documentSha256,
        signedAt,
      });
    else {
      const base = (input.publicUrl ?? 'http://localhost:3000').replace(/\/$/, '');
      await tx.insert(mailOutbox).values({
        agencyId,
        to: 'client@demo.test',
        kind: 'contract',
        subject: `Contrat à signer : ${spec.title} — ${agency.name}`,
        text: `Bonjour Claire Durand,\n\n${agency.name} vous invite à lire et signer électroniquement le contrat « ${spec.title} ».\nOuvrez ce lien pour lire le contrat et le signer (valable 30 jours, utilisable une seule fois) :\n${base}/#${signaturePath('customer', row.id, token)}\n\n— ${agency.name}`,
        status: 'stored',
        createdAt: sentAt,
      });
    }
  };
  await customerContract({
    title: 'Contrat de prestation de surveillance — siège',
    startDate: `${year}-01-01`,
    endDate: `${year}-12-31`,
    sentDaysAgo: 20,
    signed: true,
  });
  await customerContract({
    title: 'Avenant — rondes des entrepôts',
    startDate: `${year}-03-01`,
    endDate: `${year + 1}-02-28`,
    sentDaysAgo: 2,
    signed: false,
  });
  const [karim] = await tx
    .select({ id: memberships.id, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(inAgency(memberships, agencyId), eq(users.email, 'agent@demo.test')));
  if (karim)
    await tx.insert(contracts).values({
      agencyId,
      kind: 'agent',
      title: 'Contrat de travail — Karim Benali',
      reference: await nextReference(),
      body: demoAgentTemplate,
      templateId: agentTemplate.id,
      agentId: karim.id,
      signerName: 'Karim Benali',
      signerEmail: karim.email,
      startDate: `${year}-02-01`,
      createdBy: ownerUserId,
    });
}

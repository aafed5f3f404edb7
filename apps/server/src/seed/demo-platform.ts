import type { Tx } from '../db/client.ts';
import { catalogItems, discountPresets, reportTemplates, specialties } from '../db/schema/catalog.ts';
import { announcements, uiTutorials } from '../db/schema/communication.ts';
import { appSettings, auditLog } from '../db/schema/platform.ts';

const DAY = 86_400_000;

/**
 * The platform's own data (issue 16): its catalogues (specialties, service catalogue, discounts, voucher templates)
 * and its communication (news, tutorials, the sponsorship offer, the useful links), so that `npm start` shows the
 * administration pages and the « Liens utiles » filled.
 */
export async function seedPlatform(
  tx: Tx,
  input: { adminUserId: string; supportUserId: string; demoAgency: { id: string; name: string } },
): Promise<void> {
  await tx
    .insert(specialties)
    .values([
      { label: 'Agent de sécurité incendie (SSIAP 1)', description: 'Service de sécurité incendie et d’assistance.' },
      { label: 'Chef d’équipe SSIAP 2' },
      { label: 'Agent cynophile', description: 'Agent accompagné d’un chien, titulaire du certificat de capacité.' },
      { label: 'Rondier intervenant' },
      { label: 'Opérateur de vidéoprotection' },
    ]);
  await tx.insert(catalogItems).values([
    {
      label: 'Gardiennage de jour',
      description: 'Agent de sécurité qualifié, vacation de jour.',
      unit: 'heure',
      unitPriceCents: 2450,
    },
    {
      label: 'Gardiennage de nuit',
      description: 'Agent de sécurité qualifié, majoration de nuit comprise.',
      unit: 'heure',
      unitPriceCents: 2790,
    },
    {
      label: 'Ronde d’intervention',
      description: 'Passage d’un rondier avec compte rendu.',
      unit: 'forfait',
      unitPriceCents: 4500,
    },
    { label: 'Agent SSIAP 1', unit: 'heure', unitPriceCents: 2690 },
    { label: 'Badge d’accès', kind: 'goods', unit: 'pièce', unitPriceCents: 850 },
  ]);
  await tx.insert(discountPresets).values([
    { label: 'Remise fidélité', description: 'Client depuis plus de trois ans.', kind: 'percent', value: 500 },
    { label: 'Remise volume', description: 'Plus de 500 heures par mois.', kind: 'percent', value: 800 },
    { label: 'Geste commercial', kind: 'amount', value: 10_000 },
  ]);
  await tx.insert(reportTemplates).values([
    {
      title: 'Bon d’intervention standard',
      description: 'Le modèle proposé par défaut aux agences.',
      body: 'Intervention sur le site {site} pour {client}.\nAgent : {agent}, du {debut} au {fin} ({duree}).\n\nRapport : {rapport}\n\nSigné par {signataire}.',
    },
    {
      title: 'Ouverture et fermeture de site',
      body: 'Le {date}, {agent} a assuré l’ouverture et la fermeture du site {site}.\nObservations : {rapport}',
    },
  ]);
  const now = Date.now();
  await tx.insert(announcements).values([
    {
      title: 'Import d’agence depuis un tableur',
      content:
        'Vos clients, sites et collaborateurs peuvent être repris d’un fichier Excel : demandez-le au support, nous le vérifions ligne par ligne avant l’import.',
      createdBy: input.adminUserId,
      createdAt: new Date(now - 2 * DAY),
    },
    {
      title: 'Les e-mails partent au nom de votre agence',
      content:
        'Dans Paramètres › E-mails, choisissez le nom d’expéditeur, l’adresse de réponse et la signature de tous les e-mails de votre agence.',
      createdBy: input.adminUserId,
      createdAt: new Date(now - 9 * DAY),
    },
  ]);
  await tx.insert(uiTutorials).values([
    {
      title: 'Créer une facture',
      routeId: 'invoices',
      content:
        'Cliquez sur « Nouvelle facture », choisissez le client puis ajoutez les lignes depuis le catalogue. La facture reste en brouillon tant qu’elle n’est pas validée.',
      position: 0,
    },
    {
      title: 'Planifier un site',
      routeId: 'adminPlanningSites',
      content: 'Choisissez la semaine, puis cliquez dans une case pour ajouter un service sur le site.',
      position: 0,
    },
  ]);
  await tx.insert(appSettings).values([
    {
      key: 'sponsor',
      value: {
        title: 'Parrainez une agence, gagnez un mois d’abonnement',
        description:
          '## Comment ça marche\n\nRecommandez la plateforme à une agence de sécurité privée.\n\n- Elle bénéficie de **un mois offert** à son premier abonnement ;\n- vous recevez **un mois gratuit** dès son premier paiement.\n\nÉcrivez-nous à [parrainage@securite-plateforme.test](mailto:parrainage@securite-plateforme.test) avec les coordonnées de l’agence.',
        isActive: true,
      },
    },
    {
      key: 'useful-links',
      value: {
        trainingPlanUrl: 'https://formation.securite-plateforme.test/plan-de-formation',
        websiteOfferUrl: 'https://sites.securite-plateforme.test/offre',
        websiteOfferText:
          'Un site vitrine à vos couleurs, relié à votre agence : présentation, prestations et formulaire de contact.',
        supportEmail: 'support@securite-plateforme.test',
      },
    },
  ]);
  // A little history in the audit log: the support visited « Sécurité Démo » to help its owner, the admin set its
  // limits.
  const { demoAgency } = input;
  await tx.insert(auditLog).values([
    {
      agencyId: demoAgency.id,
      actorUserId: input.adminUserId,
      action: 'agency.update',
      targetType: 'agency',
      targetId: demoAgency.id,
      data: { name: demoAgency.name, changed: ['agentsLimit', 'freeAccounts'] },
      createdAt: new Date(now - 6 * DAY),
    },
    {
      agencyId: demoAgency.id,
      actorUserId: input.supportUserId,
      action: 'agency.enter',
      targetType: 'agency',
      targetId: demoAgency.id,
      data: { name: demoAgency.name },
      createdAt: new Date(now - 3 * DAY),
    },
  ]);
}

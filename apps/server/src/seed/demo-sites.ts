import type { SiteAlarm, SiteKey } from '@securite/domain/sites/site-schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { siteInstructions, siteItems, sites, siteUsers } from '../db/schema/sites.ts';
import { memberships, users } from '../db/schema/tenancy.ts';
import { inAgency } from '../db/tenant.ts';

interface DemoSite {
  name: string;
  street: string;
  zipcode: string;
  city: string;
  latitude: number;
  longitude: number;
  radius?: number;
  ofCustomer?: boolean;
  /** The site's intervention report template: the site then makes one at the end of each service. */
  interventionReport?: string;
  specialties?: string[];
  comments?: string;
  keys?: SiteKey[];
  alarms?: SiteAlarm[];
  items?: string[];
  agents?: string[];
  instruction?: [title: string, content: string];
}

const radios = ['Talkie-walkie', 'Lampe torche', 'Trousse de premiers secours'];

const demoSites: DemoSite[] = [
  {
    name: 'Centre commercial Les Arcades',
    street: '1 place de la Libération',
    zipcode: '93160',
    city: 'Noisy-le-Grand',
    latitude: 48.8406,
    longitude: 2.5486,
    radius: 250,
    specialties: ['SSIAP 1', 'Rondier'],
    comments: 'PC sécurité au niveau 0, accès par la porte de service côté quai de livraison.',
    keys: [{ label: 'Passe général', number: 'PG-01', location: 'Armoire à clés du PC sécurité' }],
    alarms: [
      {
        label: 'Centrale intrusion galerie',
        code: '4821',
        provider: 'Télésurveillance Île-de-France',
        phone: '0140000001',
      },
    ],
    items: [...radios, 'Défibrillateur (DAE)'],
    agents: ['agent@demo.test', 'agent2@demo.test'],
    instruction: ['Fermeture des accès', 'Fermer les portes C et D à 21 h, puis ronde du parking niveau -1 à 21 h 30.'],
  },
  {
    name: 'Siège Client Démo',
    street: '1 avenue des Champs-Élysées',
    zipcode: '75008',
    city: 'Paris',
    latitude: 48.8665,
    longitude: 2.322,
    ofCustomer: true,
    specialties: ['Accueil'],
    keys: [{ label: 'Badge accueil', number: 'ACC-3', location: 'Coffre de la banque d’accueil' }],
    items: ['Registre des visiteurs', 'Talkie-walkie'],
    agents: ['agent@demo.test'],
    instruction: [
      'Accueil des visiteurs',
      'Badge visiteur obligatoire ; pièce d’identité conservée à l’accueil jusqu’à la sortie.',
    ],
  },
  {
    name: 'Entrepôt Logistique Gennevilliers',
    street: 'Route du Bassin n° 6, Port de Gennevilliers',
    zipcode: '92230',
    city: 'Gennevilliers',
    latitude: 48.9377,
    longitude: 2.2902,
    radius: 400,
    ofCustomer: true,
    interventionReport:
      'Intervention de {agent} sur le site {site} du {debut} au {fin} (durée {duree}).\n\nContrôle des camions et rondes des quais.\n\nRapport de l’agent :\n{rapport}',
    specialties: ['Rondier', 'Cynophile'],
    keys: [
      { label: 'Clé portail camions', number: 'E-12', location: 'Boîte à clés du poste de garde' },
      { label: 'Clé local TGBT', number: 'E-07', location: 'Boîte à clés du poste de garde' },
    ],
    alarms: [{ label: 'Alarme quais 1 à 8', code: '9034', provider: 'Centrale client', phone: '0147000002' }],
    items: radios,
    agents: ['agent3@demo.test', 'agent4@demo.test'],
    instruction: [
      'Contrôle des camions',
      'Vérifier le scellé et la lettre de voiture de chaque camion sortant, noter la plaque.',
    ],
  },
  {
    name: 'Résidence Les Tilleuls',
    street: '18 rue de Fontenay',
    zipcode: '94300',
    city: 'Vincennes',
    latitude: 48.849,
    longitude: 2.437,
    specialties: ['Rondier'],
    keys: [{ label: 'Vigik résident', number: 'V-2', location: 'Loge du gardien' }],
    agents: ['agent2@demo.test', 'agent5@demo.test'],
    instruction: ['Local vélos', 'Le local vélos doit rester fermé : signaler toute porte forcée en main courante.'],
  },
  {
    name: 'Tour Horizon La Défense',
    street: '52 quai de Dion-Bouton',
    zipcode: '92800',
    city: 'Puteaux',
    latitude: 48.8838,
    longitude: 2.2419,
    radius: 150,
    ofCustomer: true,
    specialties: ['SSIAP 2'],
    alarms: [{ label: 'SSI tour', provider: 'Poste central SSIAP', phone: '0146000003' }],
    items: [...radios, 'Clés ascenseurs pompiers'],
    agents: ['agent4@demo.test'],
  },
  {
    name: 'Clinique Saint-Maur',
    street: '5 avenue de Condé',
    zipcode: '94100',
    city: 'Saint-Maur-des-Fossés',
    latitude: 48.799,
    longitude: 2.496,
    specialties: ['SSIAP 1'],
    agents: ['agent5@demo.test'],
    instruction: ['Urgences', 'Laisser l’accès ambulances libre en permanence, aucun stationnement devant le sas.'],
  },
  {
    name: 'Parking Gare de Lyon',
    street: '193 rue de Bercy',
    zipcode: '75012',
    city: 'Paris',
    latitude: 48.8443,
    longitude: 2.3743,
    specialties: ['Rondier'],
    agents: ['agent3@demo.test'],
  },
  {
    name: 'Campus Universitaire de Créteil',
    street: '61 avenue du Général de Gaulle',
    zipcode: '94000',
    city: 'Créteil',
    latitude: 48.7894,
    longitude: 2.453,
    radius: 500,
    specialties: ['Rondier', 'Accueil'],
    items: radios,
  },
];

const temoinSites: DemoSite[] = [
  {
    name: 'Hôtel Bellecour',
    street: '20 place Bellecour',
    zipcode: '69002',
    city: 'Lyon',
    latitude: 45.7578,
    longitude: 4.832,
    specialties: ['Accueil'],
    agents: ['temoin.agent1@demo.test'],
    instruction: ['Nuit', 'Ronde des étages toutes les deux heures, main courante à chaque passage.'],
  },
  {
    name: 'Entrepôt Vénissieux',
    street: '12 boulevard Ambroise Croizat',
    zipcode: '69200',
    city: 'Vénissieux',
    latitude: 45.704,
    longitude: 4.878,
    radius: 300,
    specialties: ['Rondier'],
    agents: ['temoin.agent2@demo.test'],
  },
];

async function agentIdsByEmail(tx: Tx, agencyId: string): Promise<Map<string, string>> {
  const rows = await tx
    .select({ id: memberships.id, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(inAgency(memberships, agencyId), inArray(memberships.role, ['agent'])));
  return new Map(rows.map((r) => [r.email ?? '', r.id]));
}

async function insertSites(
  tx: Tx,
  agencyId: string,
  list: DemoSite[],
  customerId: string | null,
  authorUserId: string,
) {
  const agentIds = await agentIdsByEmail(tx, agencyId);
  for (const demo of list) {
    const [site] = await tx
      .insert(sites)
      .values({
        agencyId,
        customerId: demo.ofCustomer ? customerId : null,
        name: demo.name,
        address: {
          street: demo.street,
          zipcode: demo.zipcode,
          city: demo.city,
          country: 'France',
          location: { latitude: demo.latitude, longitude: demo.longitude },
        },
        radius: demo.radius ?? 100,
        specialties: demo.specialties ?? [],
        comments: demo.comments ?? null,
        siteKeys: demo.keys ?? [],
        siteAlarms: demo.alarms ?? [],
        rightsAgent: [
          'instructions.view',
          'keys.view',
          'alarms.view',
          'items.view',
          'comments.view',
          'events.view',
          'events.create',
        ],
        rightsCustomer: demo.ofCustomer
          ? ['instructions.view', 'instructions.create', 'events.view', 'reports.view', 'planning.view']
          : ['instructions.view', 'events.view', 'reports.view'],
        notifySiteInstructionCustomers: Boolean(demo.ofCustomer),
        interventionReportAfterServiceEnabled: Boolean(demo.interventionReport),
        interventionReportTemplate: demo.interventionReport ?? null,
      })
      .returning({ id: sites.id });
    const posted = (demo.agents ?? []).map((email) => agentIds.get(email)).filter((id): id is string => Boolean(id));
    if (posted.length)
      await tx.insert(siteUsers).values(posted.map((agentId) => ({ agencyId, siteId: site.id, agentId })));
    if (demo.items?.length) {
      await tx
        .insert(siteItems)
        .values(demo.items.map((label, position) => ({ agencyId, siteId: site.id, label, position })));
    }
    if (demo.instruction) {
      const [title, content] = demo.instruction;
      await tx.insert(siteInstructions).values({ agencyId, siteId: site.id, title, content, authorUserId });
    }
  }
}

/** Demo sites: eight in Île-de-France for « Sécurité Démo » (three of « Client Démo »), two in Lyon for the other agency. */
export async function seedSites(
  tx: Tx,
  input: {
    demoAgencyId: string;
    clientDemoId: string;
    demoAuthorUserId: string;
    temoinAgencyId: string;
    temoinAuthorUserId: string;
  },
): Promise<void> {
  await insertSites(tx, input.demoAgencyId, demoSites, input.clientDemoId, input.demoAuthorUserId);
  await insertSites(tx, input.temoinAgencyId, temoinSites, null, input.temoinAuthorUserId);
}

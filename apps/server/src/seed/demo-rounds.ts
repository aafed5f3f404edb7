import type { RoundDirection } from '@securite/domain/rounds/round-schemas';
import { roundSlug } from '@securite/domain/rounds/round-slug';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { checkpoints, rounds } from '../db/schema/rounds.ts';
import { services } from '../db/schema/services.ts';
import { sites } from '../db/schema/sites.ts';
import { inAgency } from '../db/tenant.ts';

type DemoCheckpoint = { title: string; badge: string | null; color: string; latitude: number; longitude: number };
type DemoRound = {
  site: string;
  name: string;
  directions: RoundDirection;
  executions: number;
  /** Whether a point may be validated by hand (with a reason) when its badge cannot be read. */
  manual?: boolean;
  /** Minutes after the round's start at which each checkpoint is expected, in walking order. */
  delays: number[];
  checkpoints: DemoCheckpoint[];
};

/**
 * The rounds of « Sécurité Démo »: the warehouse's night perimeter round (NFC tags, walked in order twice a night)
 * and the residence's round (one point labelled with a QR code only, walked either way, validated by hand when a
 * badge cannot be read). Each is attached to its
 * site's demo services.
 */
const demoRounds: DemoRound[] = [
  {
    site: 'Entrepôt Logistique Gennevilliers',
    name: 'Ronde périmétrique de nuit',
    directions: 'ordered',
    executions: 2,
    delays: [0, 5, 12, 20],
    checkpoints: [
      { title: 'Poste de garde', badge: 'NFC-04A1B2C3D4E5F6', color: '#1976d2', latitude: 48.9381, longitude: 2.2896 },
      { title: 'Portail camions', badge: 'NFC-04A1B2C3D4E5F7', color: '#1976d2', latitude: 48.9386, longitude: 2.2909 },
      { title: 'Quais 1 à 8', badge: 'NFC-04A1B2C3D4E5F8', color: '#ff9800', latitude: 48.9375, longitude: 2.2918 },
      { title: 'Local TGBT', badge: 'NFC-04A1B2C3D4E5F9', color: '#9c27b0', latitude: 48.9369, longitude: 2.2905 },
    ],
  },
  {
    site: 'Résidence Les Tilleuls',
    name: 'Ronde résidence',
    directions: 'reverseAllowed',
    executions: 1,
    manual: true,
    delays: [0, 4, 8],
    checkpoints: [
      { title: 'Hall A', badge: 'NFC-04B7C8D9E0F1A2', color: '#1976d2', latitude: 48.8491, longitude: 2.4368 },
      {
        title: 'Parking souterrain',
        badge: 'NFC-04B7C8D9E0F1A3',
        color: '#607d8b',
        latitude: 48.8488,
        longitude: 2.4372,
      },
      // No tag here: the agent scans the printed QR code of the checkpoint's id.
      { title: 'Local vélos', badge: null, color: '#e91e63', latitude: 48.8489, longitude: 2.4375 },
    ],
  },
];

/** Seeds the checkpoints and rounds of « Sécurité Démo » and attaches each round to its site's services. */
export async function seedRounds(tx: Tx, input: { agencyId: string }): Promise<number> {
  const { agencyId } = input;
  const names = demoRounds.map((r) => r.site);
  const siteRows = await tx
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(and(inAgency(sites, agencyId), inArray(sites.name, names)));
  const siteIds = new Map(siteRows.map((s) => [s.name, s.id]));
  let seeded = 0;
  for (const demo of demoRounds) {
    const siteId = siteIds.get(demo.site);
    if (!siteId) continue;
    const saved = await tx
      .insert(checkpoints)
      .values(
        demo.checkpoints.map((c) => ({
          agencyId,
          siteId,
          title: c.title,
          badge: c.badge,
          color: c.color,
          location: { latitude: c.latitude, longitude: c.longitude },
        })),
      )
      .returning({ id: checkpoints.id });
    const [round] = await tx
      .insert(rounds)
      .values({
        agencyId,
        siteId,
        name: demo.name,
        slug: roundSlug(demo.name),
        checkpointIds: saved.map((c) => c.id),
        grantedDirections: demo.directions,
        numberOfExecutions: demo.executions,
        manualValidation: demo.manual ?? false,
        expectedDelays: Object.fromEntries(saved.map((c, i) => [c.id, demo.delays[i] ?? 0])),
      })
      .returning({ id: rounds.id });
    await tx
      .update(services)
      .set({ roundIds: [round.id] })
      .where(and(inAgency(services, agencyId), eq(services.siteId, siteId)));
    seeded++;
  }
  return seeded;
}

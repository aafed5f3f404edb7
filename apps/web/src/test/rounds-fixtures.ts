import type { Checkpoint } from '@securite/domain/rounds/checkpoint-schemas';
import type { Round } from '@securite/domain/rounds/round-schemas';
import type { CurrentUser } from '@securite/domain/session/schemas';
import { fixtures } from './fixtures.ts';
import { siteListItem } from './site-fixtures.ts';

/** Uuids, as the domain's request schemas check them. */
export const roundIds = {
  arcades: '3f0c6a55-3c1e-4b8e-9d0a-0d7a2b6c1a01',
  parking: '3f0c6a55-3c1e-4b8e-9d0a-0d7a2b6c1a03',
  siege: '3f0c6a55-3c1e-4b8e-9d0a-0d7a2b6c1a02',
  hall: 'c0c0c0c0-0000-4000-8000-000000000001',
  quai: 'c0c0c0c0-0000-4000-8000-000000000002',
  toit: 'c0c0c0c0-0000-4000-8000-000000000003',
  barriere: 'c0c0c0c0-0000-4000-8000-000000000004',
  roundNuit: 'b0b0b0b0-0000-4000-8000-000000000001',
  roundJour: 'b0b0b0b0-0000-4000-8000-000000000002',
};

const stamp = '2026-03-02T08:00:00.000Z';
const arcades = { id: roundIds.arcades, name: 'Centre commercial Les Arcades' };
const parking = { id: roundIds.parking, name: 'Parking Gare de Lyon' };

export const roundSites = [
  siteListItem(arcades.name, {
    id: arcades.id,
    radius: 250,
    address: {
      street: '1 place de la Libération',
      complement: null,
      zipcode: '93160',
      city: 'Noisy-le-Grand',
      country: 'France',
      location: { latitude: 48.8406, longitude: 2.5486 },
    },
  }),
  siteListItem(parking.name, { id: parking.id }),
  // No checkpoint there.
  siteListItem('Siège social', { id: roundIds.siege }),
];

export function checkpoint(extra: Partial<Checkpoint> = {}): Checkpoint {
  return {
    id: roundIds.hall,
    title: 'Hall d’entrée',
    site: arcades,
    location: null,
    color: '#1976d2',
    badge: null,
    rounds: 0,
    createdAt: stamp,
    updatedAt: stamp,
    ...extra,
  };
}

/** Three checkpoints on Les Arcades (an NFC tag, a QR text, none), one on the parking. */
export const checkpointList: Checkpoint[] = [
  checkpoint({ badge: '04:A2:3B:C1:D2:80:7F', rounds: 2, location: { latitude: 48.8407, longitude: 2.5487 } }),
  checkpoint({ id: roundIds.quai, title: 'Quai de livraison', color: '#ff9800', badge: 'ARC-QUAI', rounds: 1 }),
  checkpoint({ id: roundIds.toit, title: 'Toit terrasse', color: '#9c27b0' }),
  checkpoint({ id: roundIds.barriere, title: 'Barrière sortie', site: parking, color: '#e91e63' }),
];

const look = (c: Checkpoint) => ({ id: c.id, title: c.title, color: c.color, badge: c.badge, expectedDelay: null });

export function round(extra: Partial<Round> = {}): Round {
  return {
    id: roundIds.roundNuit,
    slug: 'ronde-de-nuit',
    name: 'Ronde de nuit',
    site: arcades,
    checkpoints: [look(checkpointList[0]), look(checkpointList[1])],
    grantedDirections: 'ordered',
    numberOfExecutions: 2,
    manualValidation: false,
    createdAt: stamp,
    updatedAt: stamp,
    ...extra,
  };
}

export const roundList: Round[] = [
  round(),
  round({
    id: roundIds.roundJour,
    slug: 'ronde-parking',
    name: 'Ronde parking',
    site: parking,
    checkpoints: [look(checkpointList[3])],
    grantedDirections: 'free',
    numberOfExecutions: 1,
  }),
];

/** A staff member with only these rights (owners pass every right). */
export function staffWith(rights: string[]): CurrentUser {
  const user = structuredClone(fixtures.planning);
  user.userCompanies[0].rights = rights;
  return user;
}

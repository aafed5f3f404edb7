import type { Tx } from '../db/client.ts';
import { offerAnswers, offers } from '../db/schema/offers.ts';

const year = new Date().getUTCFullYear();

/**
 * The offers board: two offers of « Sécurité Démo », both answered by « Agence Témoin » (one answer new, one
 * retained), and one of « Agence Témoin » that the demo agency has not read yet.
 */
export async function seedOffers(
  tx: Tx,
  input: { demoAgencyId: string; demoOwnerUserId: string; temoinAgencyId: string; temoinOwnerUserId: string },
): Promise<void> {
  const day = 86_400_000;
  const [weekend, dog] = await tx
    .insert(offers)
    .values([
      {
        agencyId: input.demoAgencyId,
        title: 'Renfort week-end — 2 agents SSIAP 1',
        location: 'Paris 8e',
        description: 'Samedi et dimanche, 8 h – 20 h, pour un salon professionnel. Tenue fournie.',
        reference: `ANN-${year}-0001`,
        status: 'active' as const,
        createdBy: input.demoOwnerUserId,
        createdAt: new Date(Date.now() - 3 * day),
      },
      {
        agencyId: input.demoAgencyId,
        title: 'Agent cynophile pour chantier de nuit',
        location: 'Nanterre',
        description: 'Du lundi au vendredi, 20 h – 6 h, pendant trois semaines.',
        reference: `ANN-${year}-0002`,
        status: 'active' as const,
        createdBy: input.demoOwnerUserId,
        createdAt: new Date(Date.now() - 6 * day),
      },
    ])
    .returning();
  await tx.insert(offers).values({
    agencyId: input.temoinAgencyId,
    title: 'Recherche agents pour festival',
    location: 'Lyon 7e',
    description: 'Quatre agents de sécurité du vendredi au dimanche, contrôle d’accès et palpation.',
    reference: `ANN-${year}-0001`,
    status: 'active',
    createdBy: input.temoinOwnerUserId,
    createdAt: new Date(Date.now() - day),
  });
  await tx.insert(offerAnswers).values([
    {
      agencyId: input.temoinAgencyId,
      offerId: weekend.id,
      offerAgencyId: input.demoAgencyId,
      message: 'Nous pouvons détacher deux agents SSIAP 1 ce week-end. Tarif horaire habituel.',
      createdBy: input.temoinOwnerUserId,
      createdAt: new Date(Date.now() - 2 * day),
    },
    {
      agencyId: input.temoinAgencyId,
      offerId: dog.id,
      offerAgencyId: input.demoAgencyId,
      message: 'Un maître-chien disponible avec son chien, à partir de lundi prochain.',
      status: 'accepted' as const,
      readAt: new Date(Date.now() - 4 * day),
      createdBy: input.temoinOwnerUserId,
      createdAt: new Date(Date.now() - 5 * day),
    },
  ]);
}

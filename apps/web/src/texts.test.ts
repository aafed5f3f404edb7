import { describe, expect, it } from 'vitest';

// Every place the web's texts live (ARCHITECTURE.md, « Les textes »): the texts.ts of each feature and shared area,
// the shell's, the page registry's titles, and the domain's messages (the spec's texts, shared with the server).
const webTexts = import.meta.glob<Record<string, unknown>>(['./**/texts.ts'], { eager: true });
const domainMessages = import.meta.glob<Record<string, unknown>>(
  ['../../../packages/domain/src/**/*messages*.ts', '../../../packages/domain/src/**/*-schemas.ts'],
  { eager: true },
);

/** The strings of a module's exports, nested objects and arrays included. */
function stringsOf(value: unknown, into: Set<string>, depth = 0): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (value && typeof value === 'object' && depth < 6)
    for (const child of Object.values(value)) stringsOf(child, into, depth + 1);
  return into;
}

const all = new Set<string>();
for (const module of [...Object.values(webTexts), ...Object.values(domainMessages)]) stringsOf(module, all);

/** Spec 001 section 8 and spec 000's texts that the web shows, each exactly as the spec writes it. */
const specTexts = [
  'Votre compte est en attente de modération.',
  'Ok',
  'Rafraîchir',
  'Plus de fiches collaborateurs',
  'Acheter des fiches',
  'Plus tard',
  'Vos modifications ont été enregistrées avec succès',
  'Une erreur est survenue pendant le chargement de la fenêtre. Veuillez vérifier votre connexion internet.',
  "Impossible d'ouvrir le fichier",
  'Email(s) bien envoyé(s)',
  "Impossible d'accéder aux paramètres",
  'Erreur lors de la sauvegarde',
  'Erreur lors de la suppression',
  'Impossible de charger la configuration',
  'Vous devez vous reconnecter',
  'Veuillez ré-authentifier',
  'Ce moyen de paiement est déjà utilisé par défaut.',
  'Vous ne pouvez pas supprimer votre moyen de paiement par défaut.',
  "Informations sur la localisation de l'agence manquante",
  "L'abonnement demandé n'a pas pu aboutir",
  'Votre abonnement à bien été validé',
];

describe('the texts, in one place per feature', () => {
  it('finds every texts file and the domain messages', () => {
    expect(Object.keys(webTexts).length).toBeGreaterThan(40);
    expect(Object.keys(webTexts)).toContain('./app/texts.ts');
    expect(Object.keys(domainMessages).length).toBeGreaterThan(20);
  });

  it.each(specTexts)('holds the spec text « %s » exactly as written', (text) => {
    expect(all.has(text)).toBe(true);
  });
});

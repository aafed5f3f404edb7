/**
 * The shell's French texts (app bar, menus, status pages, banners): read by shellText on the first load, without
 * i18next, which comes with the pages loaded on demand (ui/widget-providers.tsx). The i18next catalogue (fr.ts)
 * takes them from here, so that both say the same; fr-shell.test.ts checks that shellText and i18next agree.
 */
export const frShell = {
  app: {
    name: 'Sécurité Plateforme',
    loading: 'Chargement…',
    mainMenu: 'Menu principal',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    userMenu: 'Menu utilisateur',
    agency: 'Agence',
    profile: 'Mon profil',
    logout: 'Se déconnecter',
    logoutConfirmTitle: 'Se déconnecter',
    logoutConfirmMessage: 'Voulez-vous vraiment vous déconnecter ?',
    cancel: 'Annuler',
    close: 'Fermer',
    ok: 'Ok',
    refresh: 'Rafraîchir',
    retry: 'Réessayer',
    backHome: 'Retour à l’accueil',
    notifications: 'Notifications',
    noNotifications: 'Aucune notification pour le moment.',
    fakeFilter: 'Données affichées',
    fakeFilterAll: 'Toutes',
    fakeFilterReal: 'Réelles',
    fakeFilterFake: 'Démo',
    impersonating: 'Vous êtes connecté en tant que {{name}}',
    stopImpersonating: 'Revenir à mon compte',
    expandGroup: 'Déplier le groupe {{name}}',
    collapseGroup: 'Replier le groupe {{name}}',
  },
  access: {
    deniedTitle: 'Accès refusé',
    deniedMessage: 'Vous n’avez pas les droits nécessaires pour ouvrir cette page.',
    notFoundTitle: 'Page introuvable',
  },
  agentRequests: {
    unreadBadge_one: '{{count}} demande non lue',
    unreadBadge_other: '{{count}} demandes non lues',
  },
  offers: {
    unreadBadge_one: '{{count}} annonce non lue',
    unreadBadge_other: '{{count}} annonces non lues',
    newAnswersBadge_one: '{{count}} nouvelle réponse',
    newAnswersBadge_other: '{{count}} nouvelles réponses',
  },
} as const;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of the shell's texts; plural ones without their _one/_other ending. */
export type ShellKey =
  Leaves<typeof frShell> extends infer K ? (K extends `${infer Base}_one` | `${infer Base}_other` ? Base : K) : never;

const plural = new Intl.PluralRules('fr');

/**
 * A shell text, as i18next would give it: `{{name}}` replaced by the value given, and with `count` the plural form
 * French asks for (_one for 0 and 1, _other above).
 */
export function shellText(key: ShellKey, values: Record<string, string | number> = {}): string {
  const [group, name] = key.split('.') as [keyof typeof frShell, string];
  const texts = frShell[group] as Record<string, string>;
  const forms = typeof values.count === 'number' ? [`${name}_${plural.select(values.count)}`, `${name}_other`] : [];
  const text = [...forms, name, `${name}_other`].map((form) => texts[form]).find((t) => t !== undefined) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, variable: string) => String(values[variable] ?? ''));
}

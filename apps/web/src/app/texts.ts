/**
 * The shell's French texts (app bar, menus, status pages, banners, error screens): its one place for them, as each
 * feature has its texts.ts (ARCHITECTURE.md, « Les textes »). In the first load: plain strings and functions, no
 * library. The pages' titles, the menu's labels and the field shortcuts' are in the page registry (registry/).
 */

/** French plural: the singular for 0 and 1. */
const plural = (count: number, one: string, other: string) => (count <= 1 ? one : other);

export const texts = {
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
    impersonating: (p: { name: string }) => `Vous êtes connecté en tant que ${p.name}`,
    stopImpersonating: 'Revenir à mon compte',
    expandGroup: (p: { name: string }) => `Déplier le groupe ${p.name}`,
    unreadNotifications: (p: { count: string | number }) => `Notifications, ${p.count} non lues`,
    markAllRead: 'Tout marquer comme lu',
    loadingPage: 'Chargement de la page',
    unknownAddress: 'Cette adresse n’existe pas.',
    collapseGroup: (p: { name: string }) => `Replier le groupe ${p.name}`,
  },
  errors: {
    pageLoadFailed: 'Cette page n’a pas pu être chargée',
    unexpected: 'Une erreur inattendue est survenue',
    reload: 'Recharger',
    checkConnection: 'Vérifiez la connexion du téléphone puis rechargez la page.',
    reloadHint: 'Rechargez la page. Si l’erreur persiste, prévenez le support en indiquant ce que vous faisiez.',
  },
  newVersion: {
    available: 'Une nouvelle version de l’application est disponible.',
    afterQueue: (p: { count: number }) =>
      `Rechargement proposé dès que vos ${p.count} action(s) en attente auront été transmises.`,
    reload: 'Recharger l’application',
  },
  maintenance: {
    from: (p: { date: string }) => `à partir du ${p.date}`,
    until: (p: { date: string }) => `jusqu’au ${p.date}`,
    planned: (p: { period: string; message: string }) => `Maintenance prévue ${p.period} : ${p.message}`,
  },
  access: {
    deniedTitle: 'Accès refusé',
    deniedMessage: 'Vous n’avez pas les droits nécessaires pour ouvrir cette page.',
    notFoundTitle: 'Page introuvable',
  },
  field: {
    myServices: 'Mes services',
    loadingServices: 'Chargement de vos services…',
    takeService: 'Prendre un service',
  },
  agentRequests: {
    unreadBadge: (p: { count: number }) =>
      plural(p.count, `${p.count} demande non lue`, `${p.count} demandes non lues`),
  },
  offers: {
    unreadBadge: (p: { count: number }) =>
      plural(p.count, `${p.count} annonce non lue`, `${p.count} annonces non lues`),
    newAnswersBadge: (p: { count: number }) =>
      plural(p.count, `${p.count} nouvelle réponse`, `${p.count} nouvelles réponses`),
  },
} as const;

/** French catalogue of the shell and the pages built so far. Spec texts live in the domain's messages. */
export const fr = {
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
  comingSoon: {
    message: 'Cette fonctionnalité sera bientôt disponible.',
  },
  maintenance: {
    title: 'Maintenance en cours',
  },
  subscription: {
    title: 'Abonnement',
    ownerHint: 'Pour régulariser la situation, consultez vos factures ou les options d’abonnement.',
  },
} as const;

export type FrCatalogue = typeof fr;

import type SvgIcon from '@mui/material/SvgIcon';

export type MenuIcon = typeof SvgIcon;

export interface MenuEntry {
  id: string;
  href: string;
  label: string;
  icon: MenuIcon;
}

export interface MenuGroup {
  id: string;
  label: string;
  entries: MenuEntry[];
}

/**
 * The drawer menu's groups, in their order (spec 000 and 001, section 2). A page's entry names its group and its
 * rank in it (the registry's `menu`); the menu (app/menu.ts) lists them.
 */
export const menuGroupLabels = {
  accueil: 'Accueil',
  terrain: 'Terrain',
  planification: 'Planification',
  supervision: 'Supervision',
  sites: 'Sites et rondes',
  collaborateurs: 'Collaborateurs',
  clients: 'Clients',
  facturation: 'Facturation',
  entreprise: 'Entreprise',
  stocks: 'Stocks',
  annonces: 'Annonces',
  params: 'Paramètres',
  offre: 'Mon offre',
  client: 'Espace client',
  plateforme: 'Administration plateforme',
  catalogues: 'Catalogues',
  liens: 'Liens utiles',
} as const;

export type MenuGroupId = keyof typeof menuGroupLabels;

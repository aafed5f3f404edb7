import type { CurrentUser } from '@securite/domain/session/schemas';
import { describe, expect, it } from 'vitest';
import { buildSession } from '../api/session.ts';
import { fixtures, withLockedAgency } from '../test/fixtures.ts';
import { currentEntryId, visibleMenu } from './menu.ts';

function menuOf(user: CurrentUser) {
  const groups = visibleMenu(buildSession(user, null));
  return {
    groups: groups.map((g) => g.label),
    labels: groups.flatMap((g) => g.entries.map((e) => e.label)),
    hrefs: groups.flatMap((g) => g.entries.map((e) => e.href)),
  };
}

describe('drawer menu filtering', () => {
  it('shows the owner the whole back office, billing included, but not the agent or customer entries', () => {
    const menu = menuOf(fixtures.owner);
    expect(menu.groups).toEqual(
      expect.arrayContaining(['Accueil', 'Planification', 'Clients', 'Facturation', 'Mon offre', 'Paramètres']),
    );
    expect(menu.labels).toEqual(expect.arrayContaining(['Factures et avoirs', 'Devis', 'Planning par sites']));
    expect(menu.labels).not.toContain('Mon badge');
    expect(menu.groups).not.toContain('Espace client');
    expect(menu.groups).not.toContain('Administration plateforme');
  });

  it('shows the planning staff planning and services but no billing', () => {
    const menu = menuOf(fixtures.planning);
    expect(menu.labels).toEqual(
      expect.arrayContaining(['Planning par sites', 'Planning par collaborateurs', 'Services en cours et à venir']),
    );
    expect(menu.groups).not.toContain('Facturation');
    expect(menu.labels).not.toContain('Factures et avoirs');
    expect(menu.labels).not.toContain('Mes factures');
    expect(menu.labels).not.toContain('Marges');
  });

  it('shows the planning views by their own right', () => {
    const onlySites: CurrentUser = {
      ...fixtures.planning,
      userCompanies: [{ ...fixtures.planning.userCompanies[0], rights: ['planning.sites'] }],
    };
    const menu = menuOf(onlySites);
    expect(menu.labels).toContain('Planning par sites');
    expect(menu.labels).not.toContain('Planning par collaborateurs');
  });

  it('shows the agent their field entries and no administration', () => {
    const menu = menuOf(fixtures.agent);
    expect(menu.labels).toEqual(
      expect.arrayContaining(['Prise de service', 'Mon planning', 'Mon badge', 'Annuaire', 'Demandes']),
    );
    expect(menu.hrefs).toContain('/terrain/planning');
    expect(menu.groups).not.toContain('Administration plateforme');
    expect(menu.groups).not.toContain('Facturation');
    expect(menu.labels).not.toContain('Tableau de bord');
    expect(menu.labels).not.toContain('Planning par sites');
    expect(menu.labels).not.toContain('Service non planifié');
  });

  it('shows the customer the customer routes only', () => {
    const menu = menuOf(fixtures.customer);
    expect(menu.groups).toEqual(['Espace client']);
    expect(menu.hrefs).toEqual(
      expect.arrayContaining(['/customerDashboard', '/customerPlanning', '/customerInvoices', '/customerSites']),
    );
  });

  it('shows the platform admin the platform administration', () => {
    const menu = menuOf(fixtures.admin);
    expect(menu.groups).toEqual(expect.arrayContaining(['Administration plateforme', 'Catalogues']));
    expect(menu.labels).toEqual(expect.arrayContaining(['Tableau de bord plateforme', 'Agences', 'Utilisateurs']));
    expect(menu.groups).not.toContain('Facturation');
  });

  it('hides the stocks group when the agency manages its stock the simple way (spec 001 section 2)', () => {
    expect(menuOf(fixtures.owner).groups).toContain('Stocks');
    const simplified: CurrentUser = {
      ...fixtures.owner,
      userCompanies: fixtures.owner.userCompanies.map((c) => ({
        ...c,
        agency: { ...c.agency, stockSimplified: true },
      })),
    };
    expect(menuOf(simplified).groups).not.toContain('Stocks');
    expect(menuOf(simplified).labels).toContain('Documents de l’agence');
  });

  it('offers agents their documents, and the offers board to agents holding its right', () => {
    expect(menuOf(fixtures.agent).labels).toContain('Documents collaborateurs');
    expect(menuOf(fixtures.agent).labels).not.toContain('Annonces actives');
    const withOffers: CurrentUser = {
      ...fixtures.agent,
      userCompanies: fixtures.agent.userCompanies.map((c) => ({ ...c, rights: [...c.rights, 'offers.view'] })),
    };
    expect(menuOf(withOffers).labels).toEqual(expect.arrayContaining(['Annonces actives', 'Mes réponses']));
    expect(menuOf(withOffers).labels).not.toContain('Mes annonces');
  });

  it('keeps only the allowed list when the agency subscription is invalid', () => {
    const menu = menuOf(withLockedAgency(fixtures.owner));
    expect(menu.labels).toEqual(expect.arrayContaining(['Tableau de bord', 'Mes factures', 'Options d’abonnements']));
    expect(menu.labels).not.toContain('Clients');
    expect(menu.labels).not.toContain('Planning par sites');
  });
});

describe('the current menu entry', () => {
  const groups = visibleMenu(buildSession(fixtures.agent, null));
  const owner = visibleMenu(buildSession(fixtures.owner, null));

  it('highlights « Prise de service » on its own page only, not on every field page below it', () => {
    expect(currentEntryId('/terrain', groups)).toBe('fieldStart');
    expect(currentEntryId('/terrain/nfc', groups)).toBe('nfc');
    expect(currentEntryId('/terrain/priseService/abc', groups)).toBeNull();
    expect(currentEntryId('/terrain/serviceActif', groups)).toBeNull();
  });

  it('keeps an entry highlighted on the pages under it', () => {
    const rounds = owner.flatMap((g) => g.entries).find((e) => e.id === 'rounds');
    expect(rounds).toBeDefined();
    expect(currentEntryId(`${rounds?.href}/3f1c2b4a-1d2e-4f30-9a8b-7c6d5e4f3a21`, owner)).toBe('rounds');
    expect(currentEntryId('/nulle-part', owner)).toBeNull();
  });
});

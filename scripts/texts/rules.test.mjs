import { describe, expect, it } from 'vitest';
import { exemptFile, isUiText, jsxTextValue, uiTexts } from './rules.mjs';

const values = (source) => uiTexts(source).map((t) => t.value);

describe('texts rule', () => {
  it('reads French texts as texts, code as code', () => {
    for (const text of ['Annuler', 'Prénom', 'Aucun collaborateur pour le moment.', 'en cours', 'À jour', '« Site »'])
      expect(isUiText(text), text).toBe(true);
    for (const code of [
      'agent',
      'dd/MM/yyyy',
      'EEEE d MMMM',
      '1px solid',
      'auto 1fr',
      '/api/user',
      'application/pdf',
      'fr-FR',
      'Bearer x',
      'https://exemple.fr',
      'TVA',
    ])
      expect(isUiText(code), code).toBe(false);
  });

  it('flags JSX texts, text props, strings and templates written in a component', () => {
    const source = `
      export function A({ n }: { n: number }) {
        notify.success('La note a été publiée.');
        return <Dialog title="Nouvelle note" aria-label="Fermer la fenêtre">Aucune note {n}<b>{\`\${n} notes lues\`}</b></Dialog>;
      }`;
    expect(values(source)).toEqual([
      'La note a été publiée.',
      'Nouvelle note',
      'Fermer la fenêtre',
      'Aucune note ',
      '  notes lues',
    ]);
  });

  it('leaves code positions alone: imports, types, keys, comparisons, styles, logs, invariants', () => {
    const source = `
      import { x } from './Mon Module.ts';
      type Status = 'En cours' | 'Terminé';
      const labels = { 'Clé lisible': 1 };
      if (status === 'En cours') console.warn('Échec du chargement');
      class E extends Error { constructor() { super(); this.name = 'Erreur Api'; } }
      if (!x) throw new Error('Fenêtre inconnue');
      export const B = () => <div className="Grande Marge" sx={{ border: 'Très fin' }} data-testid="Zone Principale" />;`;
    expect(values(source)).toEqual([]);
  });

  it('renders JSX text as JSX does: lines trimmed and joined by a space', () => {
    expect(jsxTextValue('\n    Aucun service\n    prévu aujourd’hui.\n  ')).toBe('Aucun service prévu aujourd’hui.');
    expect(jsxTextValue('Total : ')).toBe('Total : ');
  });

  it('skips where texts live and test data', () => {
    expect(exemptFile('apps/web/src/features/agents/texts.ts')).toBe(true);
    expect(exemptFile('apps/web/src/app/registry/back-office.tsx')).toBe(true);
    expect(exemptFile('apps/web/src/features/agents/agent-dialog.test.tsx')).toBe(true);
    expect(exemptFile('apps/web/src/features/billing/billing-fixtures.ts')).toBe(true);
    expect(exemptFile('apps/web/src/features/agents/agent-dialog.tsx')).toBe(false);
  });
});

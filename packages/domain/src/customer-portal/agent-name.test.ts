import { describe, expect, it } from 'vitest';
import { customerAgentName } from './agent-name.ts';

describe('customerAgentName', () => {
  it('keeps the first name and the initial of the last name', () => {
    expect(customerAgentName('Karim', 'Benali')).toBe('Karim B.');
    expect(customerAgentName(' Jean-Marc ', 'de la Tour')).toBe('Jean-Marc D.');
    expect(customerAgentName('Éloïse', 'élan')).toBe('Éloïse É.');
  });

  it('never falls back on anything that names the person more', () => {
    expect(customerAgentName('Karim', '')).toBe('Karim');
    expect(customerAgentName(null, 'Benali')).toBe('Agent B.');
    expect(customerAgentName('', null)).toBe('Agent');
  });
});

import { contrastRatio } from '@securite/domain/planning/colour-contrast';
import { describe, expect, it } from 'vitest';
import { theme } from './theme.ts';

describe('the theme’s colours', () => {
  it('pass WCAG AA (4.5:1) for chips, filled (their text on the colour) and outlined (the colour on the page)', () => {
    const { palette } = theme;
    for (const name of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
      const colour = palette[name];
      expect({ name, filled: contrastRatio(colour.main, colour.contrastText) >= 4.5 }).toEqual({ name, filled: true });
      for (const ground of [palette.background.paper, palette.background.default]) {
        expect({ name, ground, outlined: contrastRatio(colour.main, ground) >= 4.5 }).toEqual({
          name,
          ground,
          outlined: true,
        });
      }
    }
  });

  it('gives an unselected toggle button’s text 4.5:1 at least, on the paper and on the page', () => {
    const { palette } = theme;
    for (const ground of [palette.background.paper, palette.background.default])
      expect(contrastRatio(palette.text.secondary, ground)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives the initials of an avatar without photo 4.5:1 at least', () => {
    expect(contrastRatio(theme.palette.text.secondary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

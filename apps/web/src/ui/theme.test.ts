import { contrastRatio } from '@securite/domain/planning/colour-contrast';
import { describe, expect, it } from 'vitest';
import { theme, themeFor } from './theme.ts';

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

describe('less motion', () => {
  it('drops transitions, ripples and spinning for a user who asked their system for less motion', () => {
    const still = themeFor({ lessMotion: true });
    expect(still.transitions.create('opacity')).toBe('none');
    expect(Object.values(still.transitions.duration).every((ms) => ms === 0)).toBe(true);
    expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    // The colours are the same theme's.
    expect(still.palette.primary.main).toBe(theme.palette.primary.main);
    const moving = themeFor({ lessMotion: false });
    expect(moving.transitions.create('opacity')).not.toBe('none');
    expect(moving.transitions.duration.enteringScreen).toBeGreaterThan(0);
  });
});

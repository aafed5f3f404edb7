import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextOn } from './colour-contrast.ts';
import { defaultPlanningSettings } from './planning-settings.ts';

const hexColour = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);

describe('readableTextOn', () => {
  it('gives the known ratios: white on #ed6c02 fails AA, black passes', () => {
    expect(contrastRatio('#ffffff', '#ed6c02')).toBeCloseTo(3.11, 1);
    expect(readableTextOn('#ed6c02')).toBe('#000000');
    expect(readableTextOn('#1a3a5c')).toBe('#ffffff');
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
  });

  it('reaches 4.5:1 on every default planning colour and on any colour at all', () => {
    for (const colour of Object.values(defaultPlanningSettings.colours)) {
      expect(contrastRatio(colour, readableTextOn(colour))).toBeGreaterThanOrEqual(4.5);
    }
    fc.assert(
      fc.property(hexColour, (colour) => {
        expect(contrastRatio(colour, readableTextOn(colour))).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });
});

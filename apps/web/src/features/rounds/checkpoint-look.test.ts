import { describe, expect, it } from 'vitest';
import { badgeKind, colorLabel, qrTextOf } from './checkpoint-look.tsx';

describe('checkpoint look', () => {
  it('reads an NFC tag’s identifier as NFC, any other text as a QR code', () => {
    expect(badgeKind('04:A2:3B:C1')).toBe('NFC');
    expect(badgeKind('04a23bc1d2807f')).toBe('NFC');
    expect(badgeKind('04-A2-3B-C1-D2-80-7F-11-22-33')).toBe('NFC');
    expect(badgeKind('NFC-04A1B2C3D4E5F6')).toBe('NFC');
    expect(badgeKind('ARC-QUAI')).toBe('QR');
    expect(badgeKind('04:A2:3B')).toBe('QR');
    expect(badgeKind(null)).toBe('QR');
  });

  it('prints the badge as the QR code’s text, or the checkpoint’s id without one', () => {
    expect(qrTextOf({ id: 'c1', badge: ' ARC-QUAI ' })).toBe('ARC-QUAI');
    expect(qrTextOf({ id: 'c1', badge: null })).toBe('checkpoint:c1');
    expect(qrTextOf({ id: 'c1', badge: '  ' })).toBe('checkpoint:c1');
  });

  it('names the palette’s colours in French', () => {
    expect(colorLabel('#ff9800')).toBe('Orange');
    expect(colorLabel('#123456')).toBe('#123456');
  });
});

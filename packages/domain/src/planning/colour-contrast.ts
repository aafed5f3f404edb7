/** WCAG 2 relative luminance of a '#RRGGBB' (or '#RGB') colour (0 black … 1 white). */
export function relativeLuminance(colour: string): number {
  const short = colour.replace('#', '');
  const hex = short.length === 3 ? [...short].map((c) => c + c).join('') : short;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.039_28 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours, 1 to 21 (AA asks 4.5 for text). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Black or white text, whichever contrasts more with the background (an agency's planning colour): one of the two
 * always reaches 4.5:1, so the text is readable whatever colour the agency chose.
 */
export function readableTextOn(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff';
}

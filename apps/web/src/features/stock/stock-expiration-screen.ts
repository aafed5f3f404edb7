import { texts } from './texts.ts';
/** The sub-screen's tab label and hint, by mode. */
export function stockExpirationScreen(simplified: boolean) {
  return simplified
    ? { label: texts.equipementsDesCollaborateurs, hint: texts.leMaterielConfieA }
    : {
        label: texts.materielARestituer,
        hint: texts.leMaterielDuStock,
      };
}

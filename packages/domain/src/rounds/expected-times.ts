/** The longest expected delay of a checkpoint from the round's start: one day, in minutes. */
export const MAX_EXPECTED_DELAY_MINUTES = 1440;

const MINUTE_MS = 60_000;

export interface ExpectedTiming {
  /** When the checkpoint was expected: the execution's start plus its delay; null without a delay. */
  expectedAt: string | null;
  /** Real time minus expected time in whole minutes (late > 0, early < 0); null without both times. */
  gapMinutes: number | null;
}

/** Rounds half away from zero, so that an early passage reads as the mirror of a late one. */
const roundMinutes = (ms: number): number => {
  const minutes = Math.round(Math.abs(ms) / MINUTE_MS);
  return ms < 0 && minutes > 0 ? -minutes : minutes;
};

/**
 * A checkpoint's expected time and its gap (issue 11): expected at the execution's start plus the delay the round
 * gives it (minutes), compared with its real validation time.
 */
export function expectedTiming(
  startedAt: string,
  delayMinutes: number | null | undefined,
  validatedAt: string | null | undefined,
): ExpectedTiming {
  const start = Date.parse(startedAt);
  if (delayMinutes === null || delayMinutes === undefined || !Number.isFinite(start)) {
    return { expectedAt: null, gapMinutes: null };
  }
  const expected = start + delayMinutes * MINUTE_MS;
  const real = validatedAt ? Date.parse(validatedAt) : Number.NaN;
  return {
    expectedAt: new Date(expected).toISOString(),
    gapMinutes: Number.isFinite(real) ? roundMinutes(real - expected) : null,
  };
}

/** « +4 min », « −2 min » (a true minus sign), « 0 min »; empty without a gap. */
export function gapLabel(gapMinutes: number | null | undefined): string {
  if (gapMinutes === null || gapMinutes === undefined) return '';
  if (gapMinutes > 0) return `+${gapMinutes} min`;
  if (gapMinutes < 0) return `\u2212${-gapMinutes} min`;
  return '0 min';
}

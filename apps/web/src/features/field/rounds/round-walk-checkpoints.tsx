import Button from '@mui/material/Button';
import { ExecutionCheckpoints } from '../../rounds/public.ts';
import { atText } from '../field-state.ts';
import { texts } from './texts.ts';
import type { RoundWalk } from './use-round-walk.ts';

/** The round's checkpoints on the phone, with a jump (and a manual validation where allowed) on the expected ones. */
export function RoundWalkCheckpoints(props: {
  walk: RoundWalk;
  timeZone: string;
  onManual: (checkpointId: string) => void;
  onSkip: (checkpointId: string) => void;
}) {
  const { state, round } = props.walk;
  return (
    <ExecutionCheckpoints
      lines={(round.checkpoints ?? []).map((point) => {
        const validated = state.validated.find((v) => v.checkpointId === point.id);
        const expected = state.expected.includes(point.id);
        return {
          id: point.id,
          title: point.title,
          color: point.color,
          validatedAt: validated ? atText(validated.at, props.timeZone) : null,
          method: validated?.method ?? null,
          skipped: state.skipped.includes(point.id),
          missed: state.missed.includes(point.id),
          expected,
          actions: expected ? (
            <>
              {round.manualValidation && (
                <Button size="small" onClick={() => props.onManual(point.id)}>
                  {texts.validerManuellement}
                </Button>
              )}
              {!state.skipped.includes(point.id) && (
                <Button size="small" onClick={() => props.onSkip(point.id)}>
                  {texts.sauter}
                </Button>
              )}
            </>
          ) : undefined,
        };
      })}
    />
  );
}

import { useCallback, useRef } from 'react';

/** A state's comparable form: files by name, size and date (JSON gives `{}` for every File), the rest as JSON. */
function snapshot(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item instanceof File ? `file:${item.name}:${item.size}:${item.lastModified}` : item,
  );
}

/**
 * Whether a form kept in hand-written state has changed since it opened: `values` (every piece of its input) is
 * compared with the first values it was given. For the forms without react-hook-form, whose `isDirty` says the same.
 */
export function useChangedSinceOpen(values: unknown): boolean {
  return useChangedSinceSaved(values)[0];
}

/**
 * The same for a form that stays open after « Enregistrer »: `markSaved()` makes the values of the last render
 * (those just saved) the new starting point.
 */
export function useChangedSinceSaved(values: unknown): [dirty: boolean, markSaved: () => void] {
  const current = snapshot(values);
  const baseline = useRef(current);
  const latest = useRef(current);
  latest.current = current;
  const markSaved = useCallback(() => {
    baseline.current = latest.current;
  }, []);
  return [current !== baseline.current, markSaved];
}

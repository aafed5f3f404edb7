import { useState } from 'react';
import { storage } from '../../api/external-store.ts';

/**
 * A piece of state kept in localStorage under `key` (a user's table columns, their saved filters): read once, written
 * on every change. An unreadable value falls back to the initial one.
 */
export function useStoredState<T>(key: string, initial: T, isValid: (value: unknown) => value is T) {
  const [value, setValue] = useState<T>(() => {
    try {
      const stored = storage.read(key);
      const parsed: unknown = stored === null ? null : JSON.parse(stored);
      return parsed !== null && isValid(parsed) ? parsed : initial;
    } catch {
      return initial;
    }
  });
  const set = (next: T) => {
    setValue(next);
    storage.write(key, JSON.stringify(next));
  };
  return [value, set] as const;
}

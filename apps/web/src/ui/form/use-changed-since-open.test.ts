import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useChangedSinceOpen, useChangedSinceSaved } from './use-changed-since-open.ts';

describe('useChangedSinceOpen', () => {
  it('is false on opening and when the input comes back to its first values, true otherwise', () => {
    const { result, rerender } = renderHook((values: unknown) => useChangedSinceOpen(values), {
      initialProps: { name: 'Rapport', tags: ['a'] },
    });
    expect(result.current).toBe(false);
    rerender({ name: 'Rapport du soir', tags: ['a'] });
    expect(result.current).toBe(true);
    rerender({ name: 'Rapport', tags: ['a'] });
    expect(result.current).toBe(false);
    rerender({ name: 'Rapport', tags: ['a', 'b'] });
    expect(result.current).toBe(true);
  });

  it('tells files apart (each File is `{}` in JSON)', () => {
    const first = new File(['x'], 'a.pdf', { lastModified: 1 });
    const { result, rerender } = renderHook((values: unknown) => useChangedSinceOpen(values), {
      initialProps: { files: [first] },
    });
    rerender({ files: [new File(['yy'], 'b.pdf', { lastModified: 1 })] });
    expect(result.current).toBe(true);
    rerender({ files: [first] });
    expect(result.current).toBe(false);
  });
});

describe('useChangedSinceSaved', () => {
  it('starts again from the values saved', () => {
    const { result, rerender } = renderHook((values: unknown) => useChangedSinceSaved(values), {
      initialProps: { total: 100 },
    });
    rerender({ total: 120 });
    expect(result.current[0]).toBe(true);
    act(() => result.current[1]());
    rerender({ total: 120 });
    expect(result.current[0]).toBe(false);
    rerender({ total: 100 });
    expect(result.current[0]).toBe(true);
  });
});

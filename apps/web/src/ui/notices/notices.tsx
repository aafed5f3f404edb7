import { Suspense, useSyncExternalStore } from 'react';
import { lazyPreloadable } from '../lazy-preloadable.tsx';
import { loadAppTheme, loadUnder } from '../lazy-with-widgets.tsx';
import { noticeStore } from './notice-store.ts';

// The stack (MUI's alerts) loads with the first notice, or before when the phone is idle (app/providers.tsx).
export const NoticeStack = lazyPreloadable(() =>
  loadUnder(() => import('./notice-stack.tsx').then((m) => m.NoticeStack), loadAppTheme),
);

/** The notice stack, fixed at the top centre of the screen above everything else. */
export function Notices() {
  const notices = useSyncExternalStore(noticeStore.subscribe, noticeStore.get, noticeStore.get);
  if (notices.length === 0) return null;
  return <Suspense fallback={null}>{NoticeStack.render({ notices })}</Suspense>;
}

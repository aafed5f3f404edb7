import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { maintenanceStore } from '../api/app-status.ts';
import { chooseFakeFilter, selectAgency } from '../api/preferences.ts';
import { tokenStore } from '../api/token-store.ts';
import '../i18n/i18n.ts';
import { DialogFallback } from '../ui/dialogs/dialog-host.tsx';
import { dialogStore } from '../ui/dialogs/dialog-store.ts';
import { noticeStore } from '../ui/notices/notice-store.ts';
import { NoticeStack } from '../ui/notices/notices.tsx';
// The app loads them with its pages and dialogs: loaded here once, their import is not paid inside a test's timeouts.
import '../ui/widget-providers.tsx';
// So is the table of the pages loaded on demand and the drawer menu (app/pages-on-demand.tsx, shell-drawers.tsx).
import '../app/pages-on-demand.tsx';
import '../app/shell/shell-drawers.tsx';
// And MUI's theme with the status pages, which the shell (drawn without MUI) loads with them (app/status-pages.tsx).
import '../ui/app-theme.tsx';
import '../app/status-screens.tsx';

// The app preloads them when idle (app/providers.tsx): the tests find them already there.
await Promise.all([NoticeStack.preload(), DialogFallback.preload()]);

// MUI pages are heavy in jsdom, and most load their code on first use: give asynchronous queries time.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  tokenStore.clear();
  selectAgency(null);
  chooseFakeFilter(null);
  maintenanceStore.set(null);
  noticeStore.clear();
  dialogStore.closeAll();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

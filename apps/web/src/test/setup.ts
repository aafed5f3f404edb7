import '@testing-library/jest-dom/vitest';
import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import { cleanup, configure, prettyDOM, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, vi } from 'vitest';
import { maintenanceStore } from '../api/app-status.ts';
import { chooseFakeFilter, selectAgency } from '../api/preferences.ts';
import { tokenStore } from '../api/token-store.ts';
import { DialogFallback } from '../ui/dialogs/dialog-host.tsx';
import { dialogLoading, dialogStore } from '../ui/dialogs/dialog-store.ts';
import { noticeStore } from '../ui/notices/notice-store.ts';
import { NoticeStack } from '../ui/notices/notices.tsx';
import { installComputedStyleCache, installFastLabels, installLeanStyles } from './jsdom-speed.ts';
// The app loads them with its pages and dialogs: loaded here once, their import is not paid inside a test's timeouts.
import '../ui/widget-providers.tsx';
// So is the page registry, which draws the pages loaded on demand, and the drawer menu (app/registry/, shell-drawers).
import '../app/registry/registry-page.tsx';
import '../app/shell/shell-drawers.tsx';
// And MUI's theme with the status pages, which the shell (drawn without MUI) loads with them (app/status-pages.tsx).
import '../ui/app-theme.tsx';
import '../app/status-screens.tsx';

// The app preloads them when idle (app/providers.tsx): the tests find them already there.
await Promise.all([NoticeStack.preload(), DialogFallback.preload()]);

// `vi.waitFor` gives up after one second by default, where Testing Library's queries wait ten (asyncUtilTimeout):
// on a loaded 2-core machine a page loaded on demand took longer than a second, and a test failed now and then.
// The same ten seconds for both, unless a test asks for its own.
const waitForWithin = vi.waitFor;
vi.waitFor = ((callback, options) =>
  waitForWithin(
    callback,
    typeof options === 'number' ? options : { timeout: 10_000, ...options },
  )) as typeof vi.waitFor;

// A dialog's code imported for the first time in a test on a loaded machine took more than the spec's 5 s.
dialogLoading.timeoutMs = 60_000;

installFastLabels(window);
installLeanStyles(window);
installComputedStyleCache(window);

// MUI's styles go into the page as one <style> per rule, kept by emotion's cache from test to test; jsdom reads
// every rule for each computed style (Testing Library asks one for each element a query by role looks at, and
// user-event for each click), so a test ran three times slower after the ones before it had left 1,200 rules.
// Each test starts from an empty sheet: the rules its own render inserts again.
let emotionCache: EmotionCache | null = null;
function ReadEmotionCache() {
  emotionCache = __unsafe_useEmotionCache();
  return null;
}
render(createElement(ReadEmotionCache));
cleanup();

// MUI pages are heavy in jsdom, and most load their code on first use: give asynchronous queries time.
// A query that finds nothing prints the page in its error; a `findBy` retrying every 50 ms made that print each
// time, read by no one. The page is now printed when the message is read: once, for the error that is reported.
configure({
  asyncUtilTimeout: 10_000,
  getElementError(message, container) {
    const error = new Error();
    error.name = 'TestingLibraryElementError';
    let text: string | undefined;
    Object.defineProperty(error, 'message', {
      configurable: true,
      get: () => {
        text ??= [message, `Ignored nodes: comments, script, style\n${prettyDOM(container)}`]
          .filter(Boolean)
          .join('\n\n');
        return text;
      },
      set: (value: string) => {
        text = value;
      },
    });
    return error;
  },
});

afterEach(() => {
  cleanup();
  if (emotionCache) {
    emotionCache.sheet.flush();
    emotionCache.inserted = {};
  }
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

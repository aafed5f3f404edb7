// The field feature's part of the web tests' setup (vite.config.ts, setupFiles): the test files share their modules
// from file to file (vitest.config.ts), and with them the phone's one sync and its IndexedDB. Every test has that
// database (fake-indexeddb), empty, and no sync left running or waiting by the test before: the same screens
// whatever ran before.
import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { resetFieldSync } from './field-runtime.ts';
import { fieldDatabase } from './queue/field-db.ts';

afterEach(async () => {
  resetFieldSync();
  const db = fieldDatabase();
  await Promise.all([db.messages.clear(), db.services.clear()]);
});

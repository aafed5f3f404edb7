import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

/** The service worker's push script (public/push-sw.js) run against a fake worker global. */
function loadWorker(
  windows: Array<{ url: string; focus: () => Promise<void>; navigate: (u: string) => Promise<void> }>,
) {
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: { scope: 'https://app.example.org/', showNotification: vi.fn(async () => {}) },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
  };
  const code = fs.readFileSync(path.join(import.meta.dirname, '../../../public/push-sw.js'), 'utf8');
  new Function('self', code)(self);
  const fire = async (type: string, event: Record<string, unknown>) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  return { self, fire };
}

const message = {
  title: 'SOS : Paul Durand',
  body: 'Alerte — Entrepôt Nord',
  url: '#/terrain/adminDashboard/adminAlerts',
  tag: 'alarm-1',
};

describe('the service worker’s Web Push (issue 30)', () => {
  it('shows the pushed message as a notification, app closed', async () => {
    const { self, fire } = loadWorker([]);
    await fire('push', { data: { json: () => message, text: () => JSON.stringify(message) } });
    expect(self.registration.showNotification).toHaveBeenCalledWith(
      'SOS : Paul Durand',
      expect.objectContaining({
        body: 'Alerte — Entrepôt Nord',
        tag: 'alarm-1',
        renotify: true,
        data: { url: '#/terrain/adminDashboard/adminAlerts' },
      }),
    );
  });

  it('a click opens the alert: in a new window when none is open, else in the open one', async () => {
    const closed = loadWorker([]);
    const notification = { close: vi.fn(), data: { url: '#/terrain/adminDashboard/adminAlerts' } };
    await closed.fire('notificationclick', { notification });
    expect(notification.close).toHaveBeenCalled();
    expect(closed.self.clients.openWindow).toHaveBeenCalledWith(
      'https://app.example.org/#/terrain/adminDashboard/adminAlerts',
    );

    const tab = { url: 'https://app.example.org/#/', focus: vi.fn(async () => {}), navigate: vi.fn(async () => {}) };
    const open = loadWorker([tab]);
    await open.fire('notificationclick', { notification });
    expect(tab.focus).toHaveBeenCalled();
    expect(tab.navigate).toHaveBeenCalledWith('https://app.example.org/#/terrain/adminDashboard/adminAlerts');
    expect(open.self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('never opens an address outside the app, whatever the push says', async () => {
    const { self, fire } = loadWorker([]);
    await fire('push', { data: { json: () => ({ ...message, url: 'https://evil.example.com/' }), text: () => '' } });
    expect(self.registration.showNotification).toHaveBeenCalledWith(
      'SOS : Paul Durand',
      expect.objectContaining({ data: { url: '#/' } }),
    );
  });
});

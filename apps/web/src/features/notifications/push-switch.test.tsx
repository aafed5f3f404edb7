import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { applicationServerKey } from './push-subscription.ts';
import { PushSwitch } from './push-switch.tsx';

// A VAPID public key as the server gives it (65 bytes, base64url).
const KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const subscriptionJson = {
  endpoint: 'https://push.example.org/send/abc',
  expirationTime: null,
  keys: { p256dh: 'BPk', auth: 'xyz' },
};

/** A browser's push support, as far as the switch uses it. */
function fakeBrowser(permission: NotificationPermission, subscribed = false) {
  let current: PushSubscription | null = null;
  const subscribe = vi.fn(async (options: PushSubscriptionOptionsInit) => {
    current = {
      options: { applicationServerKey: (options.applicationServerKey as Uint8Array).buffer, userVisibleOnly: true },
      toJSON: () => subscriptionJson,
      unsubscribe: vi.fn(async () => {
        current = null;
        return true;
      }),
    } as unknown as PushSubscription;
    return current;
  });
  const pushManager = { getSubscription: vi.fn(async () => current), subscribe };
  const notification = { permission, requestPermission: vi.fn(async () => 'granted' as NotificationPermission) };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }) },
  });
  if (subscribed) void subscribe({ applicationServerKey: applicationServerKey(KEY) });
  return { subscribe, notification, current: () => current };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PushSwitch (issue 30)', () => {
  it('subscribes this browser with the server’s VAPID key and registers the subscription as a device', async () => {
    const browser = fakeBrowser('default');
    const posted: unknown[] = [];
    mockApi({
      'GET /api/user/push-key': () => json({ publicKey: KEY }),
      'POST /api/user/device': ({ body }) => {
        posted.push(body);
        return json({
          id: 'd1',
          deviceInfos: null,
          browserName: 'Web Push',
          browserVersion: null,
          createdAt: '2026-12-07T00:00:00.000Z',
        });
      },
    });
    renderWithSession(<PushSwitch />, fixtures.owner);
    const toggle = await screen.findByRole('switch', { name: 'Notifications sur cet appareil' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(browser.notification.requestPermission).toHaveBeenCalled();
    const options = browser.subscribe.mock.calls[0][0];
    expect(options.userVisibleOnly).toBe(true);
    expect(Array.from(options.applicationServerKey as Uint8Array)).toEqual(Array.from(applicationServerKey(KEY)));
    expect(applicationServerKey(KEY)).toHaveLength(65);
    expect(posted).toEqual([
      { token: JSON.stringify(subscriptionJson), browserName: navigator.userAgent.slice(0, 100) },
    ]);
    // Off again: the browser unsubscribes.
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(browser.current()).toBeNull();
  });

  it('says when the notifications are blocked, and when the browser cannot receive them', async () => {
    fakeBrowser('denied');
    renderWithSession(<PushSwitch />, fixtures.owner);
    expect(await screen.findByText(/Les notifications sont bloquées pour ce site/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Notifications sur cet appareil' })).toBeDisabled();
  });

  it('shows an already subscribed browser as on', async () => {
    fakeBrowser('granted', true);
    renderWithSession(<PushSwitch />, fixtures.owner);
    const toggle = await screen.findByRole('switch', { name: 'Notifications sur cet appareil' });
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('without push support, the switch is off and says why', async () => {
    renderWithSession(<PushSwitch />, fixtures.owner);
    expect(await screen.findByText('Ce navigateur ne reçoit pas les notifications push.')).toBeInTheDocument();
  });
});

/*
 * Web Push in the service worker (issue 30), imported by the one Workbox generates (vite.config.ts importScripts).
 * A push carries { title, body, url, tag } (the domain's zPushMessage, written by the server in French): it is shown
 * as a notification even when no tab of the app is open; a click focuses an open tab on the alert's page, or opens
 * one. Plain JavaScript: it runs in the worker, outside the app's bundle.
 */
const pushNotice = (data) => {
  const message = data && typeof data === 'object' ? data : {};
  const title = typeof message.title === 'string' && message.title ? message.title : 'Sécurité Plateforme';
  return {
    title,
    options: {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' && message.tag ? message.tag : undefined,
      // A new push of the same alert (its reminder) rings again.
      renotify: typeof message.tag === 'string' && message.tag !== '',
      requireInteraction: true,
      icon: 'icons/icon-192.png',
      badge: 'icons/icon-192.png',
      data: { url: typeof message.url === 'string' && message.url.startsWith('#/') ? message.url : '#/' },
    },
  };
};

const readPush = (event) => {
  if (!event.data) return null;
  try {
    return event.data.json();
  } catch {
    return { body: event.data.text() };
  }
};

self.addEventListener('push', (event) => {
  const { title, options } = pushNotice(readPush(event));
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '#/', self.registration.scope).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((w) => w.url.startsWith(self.registration.scope));
      if (open) {
        await open.focus();
        return open.navigate ? open.navigate(target) : undefined;
      }
      return self.clients.openWindow(target);
    }),
  );
});

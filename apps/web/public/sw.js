// The service worker of web push (SPEC §4 Push), scope /. Plain JavaScript, served as is: it shows
// each push (the payload of SPEC §3: title, body, url; a test push vibrates 200, 100, 200 ms) and,
// on a click, moves an open tab of this site to the url (a NAVIGATE message, lib/push.ts) or opens one.

const TEST_VIBRATION = [200, 100, 200];
const ICON = '/logo.svg';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The payload as the server sends it, or what can be made of a payload that is not JSON. */
function payloadOf(data) {
  if (!data) return { title: '', body: '', url: '/' };
  let parsed;
  try {
    parsed = data.json();
  } catch {
    return { title: '', body: data.text(), url: '/' };
  }
  if (!parsed || typeof parsed !== 'object') return { title: '', body: String(parsed), url: '/' };
  return {
    title: typeof parsed.title === 'string' ? parsed.title : '',
    body: typeof parsed.body === 'string' ? parsed.body : '',
    url: typeof parsed.url === 'string' && parsed.url ? parsed.url : '/',
    test: parsed.test === true,
    tag: typeof parsed.tag === 'string' ? parsed.tag : undefined,
  };
}

function show(payload) {
  return self.registration.showNotification(payload.title || 'T-esign', {
    body: payload.body,
    data: { url: payload.url },
    icon: ICON,
    vibrate: payload.test ? TEST_VIBRATION : undefined,
    tag: payload.tag ?? (payload.test ? 'push-test' : undefined),
  });
}

self.addEventListener('push', (event) => {
  event.waitUntil(show(payloadOf(event.data)));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const raw = (event.notification.data && event.notification.data.url) || '/';
  const url = new URL(raw, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        open.postMessage({ type: 'NAVIGATE', url });
        return open.focus();
      }
      return self.clients.openWindow(url);
    }),
  );
});

// A page may ask for a local test notification (no server involved): { type: 'TEST', title, body, url }.
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'TEST') return;
  event.waitUntil(
    show({
      title: typeof data.title === 'string' ? data.title : '',
      body: typeof data.body === 'string' ? data.body : '',
      url: typeof data.url === 'string' ? data.url : '/',
      test: true,
    }),
  );
});

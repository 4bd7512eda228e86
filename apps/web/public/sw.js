// maeum. service worker: shows self-care reminders sent by web push (issue 24), nothing else.
// The payload is { title, body, url, tag } in the person's language, written by the worker.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === 'string' ? data.title : 'maeum.';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' ? data.tag : 'maeum-reminder',
      icon: '/favicon.svg',
      data: { url: typeof data.url === 'string' ? data.url : '/dashboard' },
    }),
  );
});

// A tap opens the app (an open tab is focused), only on this site's own pages.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/dashboard', self.location.origin);
  const url = target.origin === self.location.origin ? target.href : self.location.origin + '/dashboard';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows)
        if (client.url.startsWith(self.location.origin)) return client.focus().then((c) => c.navigate(url));
      return self.clients.openWindow(url);
    }),
  );
});

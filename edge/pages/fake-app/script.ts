/**
 * The fake app's side of the bridge, run in the `/_app` page around the framed storefront
 * (development only). It plays both platforms' handlers on the parent window, which the framed
 * page's bridge uses when it has none of its own (src/browser/bridge.ts `fakeAppParent`): every
 * message is listed on the page (newest last, as JSON), and the two requests are answered as an
 * app would — an app-instance id, and the notification state the page's switch says.
 * It also plays the app's links (issue 29 §4): a click on an app-scheme link inside the framed
 * page (same origin, so its document is reachable) is taken before the browser follows it
 * (which would blank the frame) and the frame opens the web page the app would open
 * (src/navigation/app-link.ts `webPathOfAppLink`, run from its source); what the app received
 * is shown above the frame and listed with the messages.
 * A static string: it holds no request data, so it needs no escaping.
 */
import { webPathOfAppLink } from '../../../src/navigation/app-link';
import { APP_SCHEME } from '../../../src/navigation/links';

export const FAKE_APP_SCRIPT = `
(() => {
  // In the head, before the frame: its page may ask for the app as soon as it runs.
  const el = (id) => document.getElementById(id);
  window.storefrontFakeApp = true;
  function receive(message) {
    const list = el('app-messages');
    const notifications = el('app-notifications');
    const frame = el('app-frame');
    const li = document.createElement('li');
    li.dataset.type = String(message && message.type);
    li.textContent = JSON.stringify(message);
    list.appendChild(li);
    if (!message || !message.requestId) return;
    const answer = message.type === 'fetchFirebaseAppInstanceId' ? 'fake-app-instance' : message.type === 'fetchNotificationState' ? { enabled: notifications.checked } : null;
    setTimeout(() => {
      const bridge = window.StorefrontBridge || (frame.contentWindow && frame.contentWindow.StorefrontBridge);
      if (bridge) bridge.reply(message.requestId, answer);
    }, 30);
  }
  window.webkit = { messageHandlers: { storefront: { postMessage: receive } } };
  window.StorefrontAndroid = { postMessage: (json) => receive(JSON.parse(json)) };

  const webPathOfAppLink = ${webPathOfAppLink.toString()};
  function openAppLink(href) {
    const path = webPathOfAppLink(href, ${JSON.stringify(APP_SCHEME)});
    if (path === null) return false;
    const shown = el('app-received');
    shown.textContent = href + ' → ' + path;
    shown.dataset.href = href;
    shown.dataset.path = path;
    receive({ type: 'openAppLink', href, path });
    el('app-frame').contentWindow.location.assign(path);
    return true;
  }
  // Each page the frame loads gets the listener anew (a new document each time).
  function watch(frame) {
    const doc = frame.contentDocument;
    if (!doc || doc.sfFakeAppWatched) return;
    doc.sfFakeAppWatched = true;
    doc.addEventListener('click', (event) => {
      const link = event.target && event.target.closest ? event.target.closest('a[href]') : null;
      if (!link || event.defaultPrevented) return;
      if (openAppLink(link.getAttribute('href') || '')) event.preventDefault();
    }, true);
  }
  document.addEventListener('DOMContentLoaded', () => {
    const frame = el('app-frame');
    frame.addEventListener('load', () => watch(frame));
    watch(frame);
  });
})();
`;

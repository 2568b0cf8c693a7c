/**
 * The fake app's side of the bridge, run in the `/_app` page around the framed storefront
 * (development only). It plays both platforms' handlers on the parent window, which the framed
 * page's bridge uses when it has none of its own (src/browser/bridge.ts `fakeAppParent`): every
 * message is listed on the page (newest last, as JSON), and the two requests are answered as an
 * app would — an app-instance id, and the notification state the page's switch says.
 * A static string: it holds no request data, so it needs no escaping.
 */
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
})();
`;

/**
 * The tags' own half (./tags.ts asks the edge first): the registry tag scripts sign up with, the
 * scripts themselves, and the banner that asks a visitor who has not answered. Loaded only when
 * the edge's answer is "granted" or "ask".
 */
import { tagHears } from '../rules/tag-hears';
import { isTagChoice, type TagChoice, type TagScript } from '../rules/tags';
import { onTracked, type Tracked } from '../src/tracking/beacon';
import { CONSENT_PATH, pendingChoice, setPending, type RegisteredTag, type TagEventOut, type WithTags } from './tags';

function deliver(tag: RegisteredTag, event: Tracked): void {
  if (!tagHears(tag.kind, { name: event.name, searchAd: event.params?.searchAd === true })) return;
  const out: TagEventOut = {
    name: event.name,
    ...(event.itemNo !== undefined ? { itemNo: event.itemNo } : {}),
    ...(event.params ? { params: event.params } : {}),
    pageType: document.documentElement.dataset.pageType ?? '',
    url: location.href,
    at: Date.now(),
  };
  try {
    tag.send(out);
  } catch (error) {
    console.warn(`[tags] ${tag.kind} failed on ${event.name}`, error);
  }
}

function load(scripts: readonly TagScript[]): void {
  const expected = new Set(scripts.map((s) => `${s.kind}:${s.id}`));
  const registered = new Set<string>();
  (globalThis as WithTags).StorefrontTags = {
    register(candidate: unknown) {
      const tag = candidate as Partial<RegisteredTag> | null;
      if (!tag || typeof tag.send !== 'function' || typeof tag.kind !== 'string' || typeof tag.id !== 'string') return;
      const key = `${tag.kind}:${tag.id}`;
      // Only the tags this page named, each once: a script cannot sign up as another kind.
      if (!expected.has(key) || registered.has(key)) return;
      registered.add(key);
      const live = tag as RegisteredTag;
      onTracked((event) => deliver(live, event));
    },
  };
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  for (const { src } of scripts) {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.addEventListener('error', () => console.warn('[tags] a tag did not load:', src), { once: true });
    document.head.appendChild(script);
  }
}

function rememberChoice(choice: TagChoice): void {
  setPending(choice);
  void fetch(CONSENT_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ choice }),
    credentials: 'same-origin',
    keepalive: true,
  }).then(
    (res) => {
      if (res.ok) setPending(null);
    },
    () => console.warn('[tags] the answer was not kept yet; the next page sends it again'),
  );
}

/** Shows the banner; the visitor's answer is kept, and a yes loads the tags at once. */
function ask(scripts: readonly TagScript[]): void {
  const template = document.getElementById('sf-tag-consent');
  if (!(template instanceof HTMLTemplateElement)) return;
  const banner = template.content.firstElementChild?.cloneNode(true);
  if (!(banner instanceof HTMLElement)) return;
  banner.addEventListener('click', (event) => {
    const choice = (event.target as Element | null)?.closest('[data-tag-choice]')?.getAttribute('data-tag-choice');
    if (!isTagChoice(choice)) return;
    banner.remove();
    rememberChoice(choice);
    if (choice === 'granted') load(scripts);
  });
  document.body.appendChild(banner);
}

/** Acts on the edge's answer: "ask" with a choice still on its way counts as that choice. */
export function runTags(answer: 'granted' | 'ask', scripts: readonly TagScript[]): void {
  let consent: 'granted' | 'denied' | 'ask' = answer;
  const pending: TagChoice | null = answer === 'ask' ? pendingChoice() : null;
  if (pending) {
    rememberChoice(pending);
    consent = pending;
  }
  // What this page decided, on <html>: operators read it in the inspector, tests wait for it.
  document.documentElement.dataset.tagConsent = consent;
  if (consent === 'granted') load(scripts);
  else if (consent === 'ask') ask(scripts);
}

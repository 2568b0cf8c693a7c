/**
 * Third-party tags (issue 12 item 3), loaded by the entry once the page is interactive and the
 * browser idle, never before. The page names them (`<meta name="sf-tags">`, edge/context/providers.ts);
 * whether they may load is the edge's answer (`GET /api/tags/consent`, rules/tags.ts): granted,
 * they load; denied, nothing does; "ask", the banner from `<template id="sf-tag-consent">`
 * asks the visitor once and their answer is kept by `POST /api/tags/consent`.
 *
 * A tag script carries the page's nonce and registers itself with
 * `window.StorefrontTags.register({ kind, id, send(event) })`; it then hears the events of the
 * catalogue its kind listens to (`tagHears`), the page's earlier ones included. A tag that fails
 * to load or throws costs the page nothing.
 */
import { TAG_KINDS, isTagChoice, tagHears, type TagChoice, type TagKind, type TagScript } from '../rules/tags';
import type { TrackedEventName } from '../rules/tracking';
import { onTracked, type Tracked } from '../src/tracking/beacon';
import { createStorage } from '../src/storage/expiring';

export interface TagEventOut {
  name: TrackedEventName;
  itemNo?: number;
  params?: Tracked['params'];
  pageType: string;
  url: string;
  at: number;
}

interface RegisteredTag {
  kind: TagKind;
  id: string;
  send: (event: TagEventOut) => void;
}

type WithTags = typeof globalThis & { StorefrontTags?: { register: (tag: unknown) => void } };

const CONSENT_PATH = '/api/tags/consent';

function namedTags(): TagScript[] {
  const raw = document.querySelector<HTMLMetaElement>('meta[name="sf-tags"]')?.content;
  if (!raw) return [];
  try {
    const list: unknown = JSON.parse(raw);
    if (!Array.isArray(list)) return [];
    return list.filter(
      (t): t is TagScript => typeof t === 'object' && t !== null && TAG_KINDS.includes((t as TagScript).kind) && typeof (t as TagScript).id === 'string' && typeof (t as TagScript).src === 'string',
    );
  } catch {
    return [];
  }
}

/** The edge's answer; `null` when there is none (offline, or the edge did not answer). */
async function askConsent(): Promise<'granted' | 'denied' | 'ask' | null> {
  try {
    const res = await fetch(CONSENT_PATH, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
    if (!res.ok) return null;
    const body = (await res.json()) as { consent?: unknown };
    return body.consent === 'ask' || isTagChoice(body.consent) ? body.consent : null;
  } catch {
    return null;
  }
}

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

/**
 * The answer waits here until the edge has kept it: a visitor who taps and moves on at once
 * leaves before the POST's answer (and its cookie) arrives, and the next page would ask again.
 * That page sends it again instead (startTags). The visitor's own choice, not tracking: it needs
 * no consent of its own.
 */
const PENDING_KEY = 'sf_tag_choice';
/** A pending answer the edge never kept is not sent for ever: a week on, the banner asks again. */
const PENDING_TTL_MS = 7 * 86_400_000;
// Spec 5, 9: stored with its expiry, in memory where local storage cannot be used.
const storage = createStorage();

function pendingChoice(): TagChoice | null {
  const choice = storage.getWithExpiry<unknown>(PENDING_KEY, Date.now());
  return isTagChoice(choice) ? choice : null;
}

function setPending(choice: TagChoice | null): void {
  if (choice) storage.setWithExpiry(PENDING_KEY, choice, Date.now() + PENDING_TTL_MS);
  else storage.removeItem(PENDING_KEY);
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

export async function startTags(): Promise<void> {
  const scripts = namedTags();
  if (scripts.length === 0) return;
  const answer = await askConsent();
  // No answer: no tags this time, and nobody is asked.
  if (answer === null) return;
  let consent: 'granted' | 'denied' | 'ask' = answer;
  const pending = pendingChoice();
  // The edge has an answer (the cookie, or a member's own consent): it wins over one still on its way.
  if (consent !== 'ask') setPending(null);
  else if (pending) {
    rememberChoice(pending);
    consent = pending;
  }
  // What this page decided, on <html>: operators read it in the inspector, tests wait for it.
  document.documentElement.dataset.tagConsent = consent;
  if (consent === 'granted') load(scripts);
  else if (consent === 'ask') ask(scripts);
}

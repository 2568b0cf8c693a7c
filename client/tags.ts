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
 *
 * This module is what every page with tags loads: the edge's answer and the visitor's pending
 * choice. The registry, the scripts and the banner are ./tags-run.ts, loaded only when the answer
 * is not "denied": a visitor who said no downloads no more than the question (issue 32 §3).
 */
import { TAG_KINDS, isTagChoice, type TagChoice, type TagKind, type TagScript } from '../rules/tags';
import type { TrackedEventName } from '../rules/tracking';
import type { Tracked } from '../src/tracking/beacon';
import { createStorage } from '../src/storage/expiring';

export interface TagEventOut {
  name: TrackedEventName;
  itemNo?: number;
  params?: Tracked['params'];
  pageType: string;
  url: string;
  at: number;
}

export interface RegisteredTag {
  kind: TagKind;
  id: string;
  send: (event: TagEventOut) => void;
}

export type WithTags = typeof globalThis & { StorefrontTags?: { register: (tag: unknown) => void } };

export const CONSENT_PATH = '/api/tags/consent';

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

export function pendingChoice(): TagChoice | null {
  const choice = storage.getWithExpiry<unknown>(PENDING_KEY, Date.now());
  return isTagChoice(choice) ? choice : null;
}

export function setPending(choice: TagChoice | null): void {
  if (choice) storage.setWithExpiry(PENDING_KEY, choice, Date.now() + PENDING_TTL_MS);
  else storage.removeItem(PENDING_KEY);
}

export async function startTags(): Promise<void> {
  const scripts = namedTags();
  if (scripts.length === 0) return;
  const answer = await askConsent();
  // No answer: no tags this time, and nobody is asked.
  if (answer === null) return;
  // The edge has an answer (the cookie, or a member's own consent): it wins over one still on its way.
  if (answer !== 'ask') setPending(null);
  if (answer === 'denied') {
    // What this page decided, on <html>: operators read it in the inspector, tests wait for it.
    document.documentElement.dataset.tagConsent = answer;
    return;
  }
  const { runTags } = await import('./tags-run');
  runTags(answer, scripts);
}

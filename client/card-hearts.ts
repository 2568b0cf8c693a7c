import { callJson } from '../src/browser/data-client';
import type { ActionFailure } from '../src/browser/failures';
import { cardHeartCopy, errorsCopy } from '../src/copy/ko';
import { BUSY_ATTR } from '../src/ui/early-taps';
import { HEART_STATES_PATH, MAX_STATE_ITEMS } from '../src/listing/card-heart';
import { heartRequest } from '../src/product/purchase/requests';
import { readHeartAnswer } from '../src/product/purchase/responses';
import { loginHref } from '../src/member/return-to';

/**
 * The in-place like of a listing card's heart and the member's hearts filled in after load
 * (armed by client/card-hearts-arm.ts). The card's form stays the source of truth for its
 * state: `aria-pressed` on the button (the heart fills from it in CSS) and the `like` field,
 * which says what the next post asks for, so the no-JS path and this one never disagree.
 */
const FORM = 'form[data-card-heart]';

function partsOf(form: HTMLFormElement) {
  const button = form.querySelector<HTMLButtonElement>('button[aria-pressed]');
  const like = form.querySelector<HTMLInputElement>('input[name="like"]');
  const itemNo = Number(form.dataset.cardHeart);
  return button && like && Number.isSafeInteger(itemNo) && itemNo > 0 ? { button, like, itemNo } : null;
}

function show(form: HTMLFormElement, liked: boolean): void {
  const p = partsOf(form);
  if (!p) return;
  p.button.setAttribute('aria-pressed', String(liked));
  p.like.value = liked ? '0' : '1';
}

function announce(form: HTMLFormElement, text: string): void {
  const region = form.closest('[data-card-hearts]')?.querySelector<HTMLElement>('[data-card-heart-status]');
  if (region) region.textContent = text;
}

/** Every heart drawn for `itemNo` (a card can appear in two grids of one page). */
const formsOf = (itemNo: number) => [...document.querySelectorAll<HTMLFormElement>(`${FORM}[data-card-heart="${itemNo}"]`)];

const pending = new Set<number>();

/** The tap: flips at once, settles to the server's answer, goes back and says why if it fails. */
export async function toggleCardHeart(form: HTMLFormElement): Promise<void> {
  const p = partsOf(form);
  if (!p || pending.has(p.itemNo)) return;
  const name = form.dataset.itemName ?? '';
  const was = p.button.getAttribute('aria-pressed') === 'true';
  pending.add(p.itemNo);
  p.button.setAttribute('aria-busy', 'true');
  for (const f of formsOf(p.itemNo)) show(f, !was);
  const result = await callJson(heartRequest(p.itemNo, !was), readHeartAnswer);
  pending.delete(p.itemNo);
  p.button.removeAttribute('aria-busy');
  if (result.ok) {
    for (const f of formsOf(p.itemNo)) show(f, result.data.liked);
    announce(form, result.data.liked ? cardHeartCopy.liked(name) : cardHeartCopy.unliked(name));
    window.dispatchEvent(new CustomEvent('heart:updated', { detail: { itemNo: p.itemNo, ...result.data } }));
    return;
  }
  for (const f of formsOf(p.itemNo)) show(f, was);
  await openNotice(p.button, result.failure);
}

/** The item page's dialog (로그인이 필요해요. with 로그인 and 취소, or the message), focus back on the heart after. */
async function openNotice(heart: HTMLButtonElement, failure: ActionFailure): Promise<void> {
  const here = `${location.pathname}${location.search}#${heart.id}`;
  try {
    // 로그인이 필요해요. (a member hint that outlived its session): the same dialog a visitor gets.
    if (failure.kind === 'login' && (await import('./heart-login')).askToLogIn(heart)) return;
    const m = await import('../src/listing/heart-notice');
    await m.openHeartNotice({ id: `${heart.id}-dialog`, failure, loginUrl: loginHref(here), returnFocus: heart });
  } catch {
    // No dialog code: the message the dialog would have shown.
    window.alert(failure.kind === 'login' ? errorsCopy.loginNeeded : failure.message);
  }
}

const readStates = (body: unknown) => {
  const states = (body as { data?: { states?: unknown } } | null)?.data?.states;
  if (!Array.isArray(states)) return null;
  return states.flatMap((s: unknown) => {
    const r = s as { itemNo?: unknown; liked?: unknown } | null;
    return r && typeof r.itemNo === 'number' && typeof r.liked === 'boolean' ? [{ itemNo: r.itemNo, liked: r.liked }] : [];
  });
};

const asked = new WeakSet<HTMLFormElement>();

/** Asks for the state of every heart not asked for yet (60 at a time) and draws it. */
async function fillNow(): Promise<void> {
  const forms = [...document.querySelectorAll<HTMLFormElement>(FORM)].filter((f) => !asked.has(f));
  for (const f of forms) asked.add(f);
  const items = [...new Set(forms.map((f) => Number(f.dataset.cardHeart)).filter((n) => Number.isSafeInteger(n) && n > 0))];
  for (let i = 0; i < items.length; i += MAX_STATE_ITEMS) {
    const chunk = items.slice(i, i + MAX_STATE_ITEMS);
    const result = await callJson({ method: 'GET', path: `${HEART_STATES_PATH}?items=${chunk.join(',')}` }, readStates);
    // No state (logged out meanwhile, the upstream down): the hearts stay as drawn, unliked.
    if (!result.ok) return;
    for (const s of result.data) if (!pending.has(s.itemNo)) for (const f of formsOf(s.itemNo)) show(f, s.liked);
  }
}

/** The member's hearts now, and again whenever the grid draws new cards (another page, a sort). */
function fillMemberHearts(): void {
  void fillNow();
  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      void fillNow();
    });
  }).observe(document.body, { childList: true, subtree: true });
}

/** A member's tap (client/card-hearts-arm.ts): liked or unliked in place, then the heart is not busy. */
export async function answerHeart(form: HTMLFormElement): Promise<void> {
  try {
    await toggleCardHeart(form);
  } finally {
    form.querySelector('button')?.removeAttribute(BUSY_ATTR);
  }
}

/** Once the page is idle: the member's own hearts. */
export const whenIdle = fillMemberHearts;

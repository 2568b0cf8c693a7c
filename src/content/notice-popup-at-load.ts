/**
 * The popup notices' at-load task (src/islands/registry.ts): the island waits for the shopper
 * like any other, but a notice that pops up must open unprompted, so the island hydrates at once
 * when one of its notices is not hidden for today. Nothing loads for a shopper who hid them all.
 */
import { hiddenNoticeNos } from './notice-popup';

export function noticePopupAtLoad(props: unknown): 'hydrate' | undefined {
  const notices = props !== null && typeof props === 'object' ? (props as { notices?: unknown }).notices : undefined;
  if (!Array.isArray(notices)) return undefined;
  const hidden = hiddenNoticeNos(document.cookie, Date.now());
  const pending = notices.some((n: unknown) => n !== null && typeof n === 'object' && typeof (n as { no?: unknown }).no === 'number' && !hidden.includes((n as { no: number }).no));
  return pending ? 'hydrate' : undefined;
}

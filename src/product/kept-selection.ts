/**
 * Options chosen before a login prompt are still chosen after logging in and coming back (issue
 * 29 §3). When the purchase panel's login prompt appears, the lines are kept in session storage
 * for this item (half an hour); the item page takes them back once, after hydration, through
 * the selection rules (restoreLines), so a stale or tampered entry can only choose what the
 * shopper could choose now. Reading an entry back is ./kept-selection-read.ts, loaded only when
 * there is one (its check is zod's core, which the first tap on the item page does without). Session storage: the tab's own, gone with it, never sent anywhere.
 */
import { wrapWithExpiry } from '../storage/expiring';
import type { KeptLine, SelectionState } from './option-selection';
import { KEPT_SELECTION_PREFIX } from './kept-selection-at-load';

export const KEPT_SELECTION_MS = 30 * 60_000;
export const MAX_KEPT_LINES = 50;

export const keptSelectionKey = (itemNo: number) => `${KEPT_SELECTION_PREFIX}${itemNo}`;

/** The value to keep for `state`; null when there is nothing chosen worth keeping. */
export function keepSelection(state: SelectionState, now: number): string | null {
  const lines: KeptLine[] = state.lines.map((l) => ({ optionNo: l.optionNo, qty: l.qty, text: l.text.slice(0, 200) }));
  return lines.length === 0 ? null : wrapWithExpiry(lines, now + KEPT_SELECTION_MS);
}

/**
 * The search bar's suggestion list as a pure state machine (spec 2.2), so the keyboard rules of
 * the ARIA combobox pattern are tested without a browser: the island only feeds it events.
 *
 * - Empty input → popular keywords; typing → auto-complete for the text (debounced by the island).
 * - ArrowDown/ArrowUp move the active option and wrap through "no option" (-1, the input itself);
 *   they open a closed list that has items.
 * - Enter on an active option selects it (runs that search); otherwise it submits the typed text.
 * - Escape closes an open list; on a closed list it clears the input.
 */
export type SuggestMode = 'popular' | 'autoComplete';

export interface SuggestState {
  open: boolean;
  /** Index of the active option, -1 for none. */
  active: number;
  items: readonly string[];
  mode: SuggestMode;
}

export const CLOSED: SuggestState = { open: false, active: -1, items: [], mode: 'popular' };

/** Most suggestions shown at once. */
export const MAX_SUGGESTIONS = 10;
/** Wait after the last keystroke before asking for auto-complete (spec 2.2: debounced). */
export const SUGGEST_DEBOUNCE_MS = 150;

export function modeFor(text: string): SuggestMode {
  return text.trim() === '' ? 'popular' : 'autoComplete';
}

export type SuggestAction =
  /** `open: false` stores the items without showing them (the shopper pressed Escape meanwhile). */
  | { type: 'items'; mode: SuggestMode; items: readonly string[]; open?: boolean }
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'move'; delta: 1 | -1 }
  | { type: 'hover'; index: number }
  /** Text was typed: popular keywords no longer apply; completions follow after the debounce. */
  | { type: 'completing' };

export function suggestReducer(state: SuggestState, action: SuggestAction): SuggestState {
  switch (action.type) {
    case 'items': {
      const items = action.items.slice(0, MAX_SUGGESTIONS);
      // The same list again (a repeated answer for the same text) changes nothing: the option
      // the shopper has moved to stays active, and a list they reopened stays open.
      const same = action.mode === state.mode && items.length === state.items.length && items.every((k, i) => k === state.items[i]);
      if (same) return state;
      // A new list keeps the active keyword where it still appears.
      const activeKeyword = state.active >= 0 ? state.items[state.active] : undefined;
      const active = activeKeyword === undefined ? -1 : items.indexOf(activeKeyword);
      const open = (action.open ?? true) && items.length > 0;
      return { open, active: open ? active : -1, items, mode: action.mode };
    }
    case 'open':
      return state.items.length > 0 ? { ...state, open: true } : state;
    case 'close':
      return state.open || state.active !== -1 ? { ...state, open: false, active: -1 } : state;
    case 'move': {
      const n = state.items.length;
      if (n === 0) return state;
      if (!state.open) return { ...state, open: true, active: action.delta === 1 ? 0 : n - 1 };
      // Positions -1..n-1 form a ring: past either end the focus returns to the typed text.
      const next = ((state.active + 1 + action.delta + (n + 1)) % (n + 1)) - 1;
      return { ...state, active: next };
    }
    case 'completing':
      return state.mode === 'popular' && state.items.length > 0 ? { open: false, active: -1, items: [], mode: 'autoComplete' } : state;
    case 'hover':
      return action.index >= -1 && action.index < state.items.length ? { ...state, active: action.index } : state;
  }
}

/** What a key press means for the search bar. */
export type KeyIntent = { kind: 'dispatch'; action: SuggestAction } | { kind: 'select'; keyword: string } | { kind: 'submit' } | { kind: 'clear' } | { kind: 'none' };

export function keyIntent(key: string, state: SuggestState): KeyIntent {
  switch (key) {
    case 'ArrowDown':
      return { kind: 'dispatch', action: { type: 'move', delta: 1 } };
    case 'ArrowUp':
      return { kind: 'dispatch', action: { type: 'move', delta: -1 } };
    case 'Enter': {
      const chosen = state.open && state.active >= 0 ? state.items[state.active] : undefined;
      return chosen !== undefined ? { kind: 'select', keyword: chosen } : { kind: 'submit' };
    }
    case 'Escape':
      return state.open ? { kind: 'dispatch', action: { type: 'close' } } : { kind: 'clear' };
    default:
      return { kind: 'none' };
  }
}

/**
 * The keyword list out of a gateway answer (`{ data: { popularKeyword } }` or
 * `{ data: { keywords } }`, plain or wrapped): strings and `{ keyword }` objects, trimmed,
 * blanks and duplicates dropped. Anything else is an empty list, never a throw.
 */
export function keywordsFrom(body: unknown, field: 'popularKeyword' | 'keywords'): string[] {
  const obj = (v: unknown): Record<string, unknown> | null => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
  const outer = obj(body);
  const data = outer && 'data' in outer ? obj(outer.data) : outer;
  const list = data?.[field];
  if (!Array.isArray(list)) return [];
  const out: string[] = [];
  for (const entry of list) {
    const raw = typeof entry === 'string' ? entry : obj(entry)?.keyword;
    if (typeof raw !== 'string') continue;
    const k = raw.trim();
    if (k !== '' && k.length <= 100 && !out.includes(k)) out.push(k);
    if (out.length === MAX_SUGGESTIONS) break;
  }
  return out;
}

/** `/search?keyword=…` on the search page's address (`action`), encoded like the link builders. */
export function searchHref(action: string, keyword: string): string {
  return `${action}?keyword=${encodeURIComponent(keyword.trim())}`;
}

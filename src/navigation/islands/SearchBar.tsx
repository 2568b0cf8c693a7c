import { useEffect, useLayoutEffect, useReducer, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import * as z from 'zod/mini';
import { CLOSED, keyIntent, modeFor, searchHref, suggestReducer, SUGGEST_DEBOUNCE_MS, type SuggestState } from '../suggest-state';
import { fetchSuggestions, SuggestionMemory, suggestKey } from '../suggest-query';
import { track } from '../../tracking/beacon';

/**
 * Spec 2.2: the search bar of every page — input, 검색 submit, clear button and a suggestion
 * list (popular keywords while empty, auto-complete while typing, debounced), following the
 * ARIA 1.2 combobox pattern (aria-activedescendant; focus stays in the input).
 *
 * The server renders a plain GET form to the search page, so searching works before and
 * without hydration. The island hydrates on interaction (focus or a tap on it, or the shopper's
 * first activity on the page); what the shopper did before that (text typed, the input focused)
 * is read back from the DOM on mount. It is kept small: no copy module (labels come in props),
 * no link builders, no react-query; suggestions are plain fetches with an abort, remembered per
 * text for this page (src/navigation/suggest-query.ts), asked for only while the input is
 * focused; the server, where nothing has focus, makes none.
 */
export const propsSchema = z.object({
  id: z.string(),
  /** The search page's address (`/search` on the main site). */
  action: z.string(),
  keyword: z.string(),
  labels: z.object({
    label: z.string(),
    submit: z.string(),
    clear: z.string(),
    placeholder: z.string(),
    popular: z.string(),
    autoComplete: z.string(),
  }),
});

export type SearchBarProps = z.infer<typeof propsSchema>;

export default function SearchBar({ id, action, keyword, labels }: SearchBarProps) {
  const [value, setValue] = useState(keyword);
  const [focused, setFocused] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const { state, dispatch, dismissed, asked, current, show } = useSuggestions(value);
  const listId = `${id}-list`;
  useTypedBeforeHydration(input, keyword, setValue, () => {
    setFocused(true);
    dispatch({ type: 'open' });
  });

  const go = (text: string, picked = false) => {
    dispatch({ type: 'close' });
    track({ name: picked ? 'search_suggestion' : 'search', params: { keyword: text.slice(0, 100) } });
    window.location.assign(searchHref(action, text));
  };
  const pick = (item: string) => {
    setValue(item);
    go(item, true);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = value.trim();
    if (text === '') input.current?.focus();
    else go(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return; // Hangul composition: Enter/arrows belong to the IME
    const intent = keyIntent(event.key, state);
    if (intent.kind === 'none') return;
    if (intent.kind === 'submit') return; // the form's own submit handles it
    event.preventDefault();
    if (intent.kind === 'dispatch') {
      dismissed.current = intent.action.type === 'close';
      dispatch(intent.action);
    } else if (intent.kind === 'select') pick(intent.keyword);
    else setValue('');
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role=search is the search landmark everywhere; <search> is mapped only by recent browsers (Safari 17).
    <form role="search" action={action} method="get" onSubmit={onSubmit} className="relative flex w-full items-center gap-1" aria-label={labels.label}>
      <input
        ref={input}
        id={`${id}-input`}
        name="keyword"
        type="search"
        role="combobox"
        aria-label={labels.label}
        aria-autocomplete="list"
        aria-expanded={state.open}
        aria-controls={listId}
        aria-activedescendant={state.open && state.active >= 0 ? `${id}-opt-${state.active}` : undefined}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        placeholder={labels.placeholder}
        value={value}
        onChange={(e) => {
          dismissed.current = false;
          setValue(e.target.value);
        }}
        onFocus={() => {
          dismissed.current = false;
          setFocused(true);
          dispatch({ type: 'open' });
        }}
        onBlur={() => {
          setFocused(false);
          dispatch({ type: 'close' });
        }}
        onKeyDown={onKeyDown}
        className="h-10 min-w-0 flex-1 rounded-1 border border-neutral-300 bg-neutral-50 px-3 text-sm text-black outline-none focus:border-black [&::-webkit-search-cancel-button]:hidden"
      />
      {value !== '' ? (
        <ClearButton
          label={labels.clear}
          onClear={() => {
            setValue('');
            input.current?.focus();
          }}
        />
      ) : null}
      <button type="submit" className="h-10 shrink-0 rounded-1 border-0 bg-black px-3 text-sm font-semibold text-white">
        {labels.submit}
      </button>
      {focused ? <SuggestionFeed asked={asked} current={current} show={show} /> : null}
      <SuggestionList
        id={id}
        listId={listId}
        label={state.mode === 'popular' ? labels.popular : labels.autoComplete}
        state={state}
        onPick={pick}
        onHover={(index) => dispatch({ type: 'hover', index })}
      />
    </form>
  );
}

/**
 * The list's state and the text it was asked for: suggestions follow the text while the input
 * has focus, popular at once, completions for the text as it stands after the debounce. Each
 * text is its own query, so an answer for text that is no longer current lands under its own
 * key and is never shown.
 */
function useSuggestions(value: string) {
  const [state, dispatch] = useReducer(suggestReducer, CLOSED);
  // Escape closed the list: answers still on their way must not pop it open again.
  const dismissed = useRef(false);
  const text = value.trim();
  const [asked, setAsked] = useState(text);
  useEffect(() => {
    if (modeFor(text) === 'popular') {
      setAsked(text);
      return;
    }
    // The popular list must not stay under the typed text: arrows would pick from a stale list.
    dispatch({ type: 'completing' });
    const timer = setTimeout(() => setAsked(text), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const show = (items: string[]) => dispatch({ type: 'items', mode: modeFor(asked), items, open: !dismissed.current });
  return { state, dispatch, dismissed, asked, current: asked === text, show };
}

/**
 * Before hydration the input was plain HTML: text typed there is kept (the server's value must
 * not overwrite it) and focus already in it opens the list, as onFocus would have. A layout
 * effect, so a tap or Enter held until hydration (client/replay.ts) already sees this state.
 */
function useTypedBeforeHydration(input: RefObject<HTMLInputElement | null>, keyword: string, setValue: (text: string) => void, onFocused: () => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration; the server's keyword is compared with what was typed before it.
  useLayoutEffect(() => {
    const el = input.current;
    if (!el) return;
    if (el.value !== keyword) setValue(el.value);
    if (document.activeElement === el) onFocused();
  }, []);
}

function ClearButton({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <button type="button" aria-label={label} onClick={onClear} className="absolute right-14 flex h-8 w-8 items-center justify-center border-0 bg-transparent text-neutral-500">
      <span aria-hidden="true">×</span>
    </button>
  );
}

interface SuggestionListProps {
  id: string;
  listId: string;
  label: string;
  state: SuggestState;
  onPick: (item: string) => void;
  onHover: (index: number) => void;
}

/** The listbox the input points into; hidden, not removed, while closed (aria-controls names it). */
function SuggestionList({ id, listId, label, state, onPick, onHover }: SuggestionListProps) {
  return (
    <div
      id={listId}
      role="listbox"
      aria-label={label}
      hidden={!state.open}
      className="absolute left-0 right-0 top-11 z-50 m-0 max-h-[400px] list-none overflow-y-auto rounded-1 border border-neutral-200 bg-white p-1 shadow-lg"
    >
      {state.items.map((item, i) => (
        // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the combobox's input, which points at the active option with aria-activedescendant (the ARIA combobox pattern).
        <div
          key={item}
          id={`${id}-opt-${i}`}
          role="option"
          aria-selected={i === state.active}
          // mousedown, not click: the input must not lose focus (and close the list) first.
          onMouseDown={(e) => {
            e.preventDefault();
            onPick(item);
          }}
          onMouseEnter={() => onHover(i)}
          // The highlight must stand out from the white list (3:1 at least, issue 29): dark, not a grey tint.
          className={`cursor-pointer rounded-1 px-3 py-2 text-sm ${i === state.active ? 'bg-neutral-800 text-white' : 'text-black'}`}
        >
          {item}
        </div>
      ))}
    </div>
  );
}

/** This page's suggestion answers, shared by every search bar on it. */
const memory = new SuggestionMemory();

/**
 * Feeds the list with the answer for the asked text: from memory while fresh, else one fetch,
 * aborted when the text changes or focus leaves (the feed is drawn only while the input has
 * focus, so the server, where nothing is focused, asks for nothing).
 */
function SuggestionFeed({ asked, current, show }: { asked: string; current: boolean; show: (items: string[]) => void }) {
  const [answer, setAnswer] = useState<{ asked: string; items: string[] } | null>(null);
  const latestShow = useRef(show);
  latestShow.current = show;
  useEffect(() => {
    const key = suggestKey(asked);
    const known = memory.get(key, Date.now());
    if (known) {
      setAnswer({ asked, items: known });
      return;
    }
    const controller = new AbortController();
    fetchSuggestions(key, controller.signal).then(
      (items) => {
        memory.set(key, items, Date.now());
        if (!controller.signal.aborted) setAnswer({ asked, items });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [asked]);
  const data = answer?.asked === asked ? answer.items : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked too: a new question shows its answer even when it equals the last one.
  useEffect(() => {
    if (current && data !== undefined) latestShow.current(data);
  }, [data, asked, current]);
  return null;
}

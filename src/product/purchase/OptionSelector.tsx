import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { productCopy, purchaseCopy } from '../../copy/ko';
import { levelName, optionLevels, type OptionChoice, type OptionLevel, type OptionModel } from '../options';
import type { SelectionState } from '../option-selection';
import { listKeyTarget } from './list-keys';
import { productPath } from './paths';

export interface OptionSelectorProps {
  /** Base of element ids; the same selector can be on the page twice (panel and sheet). */
  id: string;
  model: OptionModel;
  state: SelectionState;
  onChoose: (level: number, optionNo: number) => void;
  onRestock: (optionNo: number, label: string) => void;
  /** The option whose restock request is on its way, if any. */
  restockPending: number | null;
}

/**
 * Spec 3.3 option choice (issue #2): one drop-down per combined level or single group. Each
 * opens a list of buttons (max 400 px high, scrolling, spec 9) rather than a native select, so a
 * sold-out option can be shown disabled with its 품절 text and a 재입고 알림 button beside it.
 * Arrows, Home and End move through the list; Escape closes it.
 */
export function OptionSelector({ id, model, state, onChoose, onRestock, restockPending }: OptionSelectorProps) {
  const root = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<number | null>(null);
  // Where focus goes after the next commit; a fresh object each time so a repeat still runs.
  const [focusTo, setFocusTo] = useState<{ to: 'list' | 'toggle' } | null>(null);
  const levels = optionLevels(model, state.path);
  useFocusAfterPick(root, focusTo);
  useListDismissal(root, open, setOpen);

  if (model.kind === 'none') return null;

  const toggle = (level: number, viaKeyboard = false) => {
    if (viaKeyboard) setFocusTo({ to: 'list' });
    setOpen(open === level ? null : level);
  };

  const choose = (level: OptionLevel, choice: OptionChoice) => {
    if (choice.navigateItemNo !== null) {
      window.location.assign(productPath(choice.navigateItemNo));
      return;
    }
    if (choice.isLeaf && choice.disabled) return;
    onChoose(level.index, choice.optionNo);
    // A combined parent leads straight to the next level; a leaf is added and the pick starts over.
    const next = model.kind === 'combined' && !choice.isLeaf ? level.index + 1 : null;
    setFocusTo({ to: next === null ? 'toggle' : 'list' });
    setOpen(next);
  };

  // Combined levels below the current pick, shown disabled so the shopper sees what comes next.
  const later = model.kind === 'combined' ? Array.from({ length: Math.max(0, model.layout.length - levels.length) }, (_, i) => levels.length + i) : [];

  return (
    <div ref={root} className="flex flex-col gap-2" data-option-selector="">
      {levels.map((level) => (
        <LevelDropdown
          key={level.index}
          id={id}
          level={level}
          isOpen={open === level.index}
          restockPending={restockPending}
          onToggle={(viaKeyboard) => toggle(level.index, viaKeyboard)}
          onChoose={(choice) => choose(level, choice)}
          onRestock={onRestock}
        />
      ))}
      {later.map((index) => (
        <LaterLevel key={`later-${index}`} index={index} name={levelName(model.kind === 'combined' ? model.layout : [], index)} />
      ))}
    </div>
  );
}

/** After a pick, focus goes where the shopper continues: into the next level's list, or back to the first toggle. */
function useFocusAfterPick(root: RefObject<HTMLDivElement | null>, focusTo: { to: 'list' | 'toggle' } | null) {
  useEffect(() => {
    const el = root.current;
    if (!el || !focusTo) return;
    if (focusTo.to === 'list') {
      const list = el.querySelector('[data-option-list]');
      (list?.querySelector<HTMLElement>('[aria-current="true"]') ?? list?.querySelector<HTMLElement>('[data-option]'))?.focus();
    } else {
      el.querySelector<HTMLElement>('[data-option-toggle="0"]')?.focus();
    }
  }, [root, focusTo]);
}

/** An open list closes on a press outside the selector, and on Escape (focus back to its toggle). */
function useListDismissal(root: RefObject<HTMLDivElement | null>, open: number | null, setOpen: (open: null) => void) {
  useEffect(() => {
    if (open === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [root, open, setOpen]);

  // Escape closes an open list, and only the list. A native listener on our own root: a sheet's
  // Escape handler sits on an ancestor element and would see the key before React's root does.
  useEffect(() => {
    const el = root.current;
    if (open === null || !el) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      setOpen(null);
      el.querySelector<HTMLElement>(`[data-option-toggle="${open}"]`)?.focus();
    };
    el.addEventListener('keydown', onKeyDown);
    return () => el.removeEventListener('keydown', onKeyDown);
  }, [root, open, setOpen]);
}

interface LevelDropdownProps {
  id: string;
  level: OptionLevel;
  isOpen: boolean;
  restockPending: number | null;
  onToggle: (viaKeyboard: boolean) => void;
  onChoose: (choice: OptionChoice) => void;
  onRestock: (optionNo: number, label: string) => void;
}

/** One level's toggle, showing its pick, and its list of choices while open. */
function LevelDropdown({ id, level, isOpen, restockPending, onToggle, onChoose, onRestock }: LevelDropdownProps) {
  const chosen = level.choices.find((c) => c.optionNo === level.selected) ?? null;
  const listId = `${id}-options-${level.index}`;
  return (
    <div data-option-level={level.index}>
      <button
        type="button"
        data-option-toggle={level.index}
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-label={chosen ? `${level.name}: ${chosen.label}` : productCopy.option.select(level.name)}
        onClick={() => onToggle(false)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            if (!isOpen) onToggle(true);
          }
        }}
        className="flex h-11 w-full items-center justify-between gap-2 rounded-1 border border-neutral-300 bg-white px-3 text-left text-sm hover:border-black"
      >
        <span className={chosen ? '' : 'text-neutral-500'}>{chosen ? chosen.label : productCopy.option.select(level.name)}</span>
        <Chevron up={isOpen} />
      </button>
      {isOpen ? (
        <ul
          id={listId}
          data-option-list={level.index}
          aria-label={purchaseCopy.optionList(level.name)}
          onKeyDown={onListKeyDown}
          className="mt-1 max-h-[400px] overflow-y-auto overscroll-contain rounded-1 border border-neutral-300 bg-white"
        >
          {level.choices.map((choice) => (
            <ChoiceRow
              key={choice.optionNo}
              choice={choice}
              selected={choice.optionNo === level.selected}
              restockPending={restockPending === choice.optionNo}
              onChoose={() => onChoose(choice)}
              onRestock={() => onRestock(choice.optionNo, choice.label)}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Arrows, Home and End move focus through the list's choices. */
function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-option]'));
  const current = (document.activeElement as HTMLElement | null)?.closest('li')?.querySelector<HTMLElement>('[data-option]');
  const target = listKeyTarget(event.key, current ? buttons.indexOf(current) : -1, buttons.length);
  if (target === null) return;
  event.preventDefault();
  buttons[target]?.focus();
}

/** A combined level below the current pick: its toggle, disabled until the levels above are chosen. */
function LaterLevel({ index, name }: { index: number; name: string }) {
  return (
    <button
      type="button"
      disabled
      data-option-toggle={index}
      className="flex h-11 w-full items-center justify-between rounded-1 border border-neutral-200 bg-neutral-50 px-3 text-left text-sm text-neutral-400"
    >
      <span>{productCopy.option.select(name)}</span>
      <Chevron up={false} />
    </button>
  );
}

interface ChoiceRowProps {
  choice: OptionChoice;
  selected: boolean;
  restockPending: boolean;
  onChoose: () => void;
  onRestock: () => void;
}

function ChoiceRow({ choice, selected, restockPending, onChoose, onRestock }: ChoiceRowProps) {
  const blocked = choice.isLeaf && choice.disabled;
  const status = choice.soldOut ? productCopy.option.soldOut : choice.availability === 'unavailable' ? productCopy.option.unavailable : null;
  return (
    <li className="flex items-stretch border-b border-neutral-100 last:border-b-0">
      <button
        type="button"
        data-option={choice.optionNo}
        aria-disabled={blocked || undefined}
        aria-current={selected || undefined}
        onClick={onChoose}
        className="flex min-h-11 flex-1 flex-wrap items-center gap-x-2 px-3 py-2 text-left text-sm hover:bg-neutral-50 focus-visible:bg-neutral-100 aria-disabled:cursor-not-allowed aria-disabled:text-neutral-400 aria-disabled:hover:bg-transparent"
      >
        <span className={selected ? 'font-bold' : ''}>{choice.label}</span>
        {choice.priceDeltaText ? <span className="text-neutral-600">{choice.priceDeltaText}</span> : null}
        {choice.tags.map((tag) => (
          <span key={tag} className="rounded-0.5 bg-neutral-100 px-1 text-xs text-neutral-700">
            {tag}
          </span>
        ))}
        {choice.stockText && !blocked ? <span className="text-xs text-red-600">{choice.stockText}</span> : null}
        {status ? <span className="ml-auto text-xs font-semibold">{status}</span> : null}
      </button>
      {choice.isLeaf && choice.restockable ? (
        <button
          type="button"
          onClick={restockPending ? undefined : onRestock}
          aria-busy={restockPending || undefined}
          aria-label={purchaseCopy.restockFor(choice.label)}
          className="shrink-0 px-3 text-xs font-semibold text-blue-700 underline underline-offset-2 aria-busy:opacity-50"
        >
          {productCopy.option.restock}
        </button>
      ) : null}
    </li>
  );
}

function Chevron({ up }: { up: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" className={up ? 'rotate-180' : ''}>
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

import { ISLAND_ATTR, ISLAND_ERROR_ATTR } from '../src/ui/island-attrs';
import type { IslandOutcome, PreparedIsland } from './hydrate';
import { isIslandName, islands } from '../src/islands/registry';

/**
 * The entry's lazy door to the hydrator (client/hydrate.tsx, which brings React and ReactDOM).
 * Nothing here imports React: until an island is to hydrate, the page runs only the entry.
 *
 * Vite's dynamic imports preload each chunk's own static imports as they start, so asking for
 * the hydrator and an island's module together fetches React, the island and what it imports in
 * parallel, not one after another.
 */
type Hydrator = typeof import('./hydrate');

let hydrator: Promise<Hydrator> | null = null;

/** A failed load is forgotten, so the next island tries again. */
function loadHydrator(): Promise<Hydrator> {
  hydrator ??= import('./hydrate').catch((error: unknown) => {
    hydrator = null;
    throw error;
  });
  return hydrator;
}

/** Starts fetching what an island needs (intent shown, or about to hydrate); never throws. */
function prefetch(root: Element): void {
  loadHydrator().catch(() => undefined);
  const name = root.getAttribute(ISLAND_ATTR) ?? '';
  if (isIslandName(name)) islands[name].load().catch(() => undefined);
}

const outcomes = new WeakMap<Element, Promise<IslandOutcome>>();
const settled = new WeakSet<Element>();

/** React and the hydrator, evaluated (no island yet); never rejects. */
export function loadReact(): Promise<void> {
  return loadHydrator().then(
    () => undefined,
    () => undefined,
  );
}

/** An island's module, evaluated (not hydrated); never rejects. */
export function loadIslandCode(root: Element): Promise<void> {
  const name = root.getAttribute(ISLAND_ATTR) ?? '';
  if (!isIslandName(name)) return Promise.resolve();
  return islands[name].load().then(
    () => undefined,
    () => undefined,
  );
}

const prepared = new WeakMap<Element, Promise<PreparedIsland | Exclude<IslandOutcome, 'hydrated'>>>();

/**
 * The island's code and its props checked against its schema, once, before hydration (its own
 * idle step for an `idle` island, so the check and React's first render are not one long task).
 * Never rejects; a failure is marked on the root and hydration answers it.
 */
export function prepareOnce(root: HTMLElement): Promise<void> {
  return preparedFor(root).then(
    () => undefined,
    () => undefined,
  );
}

function preparedFor(root: HTMLElement): Promise<PreparedIsland | Exclude<IslandOutcome, 'hydrated'>> {
  let ready = prepared.get(root);
  if (!ready) {
    ready = loadHydrator().then(
      (h) => h.prepareIsland(root, islands),
      (error: unknown) => {
        // Not kept: the hydrator failed to load, and hydration tries it again.
        prepared.delete(root);
        throw error;
      },
    );
    prepared.set(root, ready);
  }
  return ready;
}

/**
 * `now`: the shopper is waiting (intent, activity, a held tap): React renders it in one go.
 * `background`: nobody is waiting (an `idle` island): React renders it in a transition, in
 * slices it yields between, so no long task and a tap meanwhile is not kept waiting.
 */
export type HydrationPriority = 'now' | 'background';

async function hydrate(root: HTMLElement, priority: HydrationPriority): Promise<IslandOutcome> {
  prefetch(root);
  let h: Hydrator;
  try {
    h = await loadHydrator();
  } catch (error) {
    root.setAttribute(ISLAND_ERROR_ATTR, 'load-failed');
    console.error(`[island ${root.getAttribute(ISLAND_ATTR)}] load-failed`, error);
    return 'load-failed';
  }
  const ready = preparedFor(root).catch(() => h.prepareIsland(root, islands));
  return h.hydrateIsland(root, ready, priority === 'background');
}

/** Hydrates an island root once; every later call answers the same outcome. Never rejects. */
export function hydrateOnce(root: HTMLElement, priority: HydrationPriority = 'now'): Promise<IslandOutcome> {
  let outcome = outcomes.get(root);
  if (!outcome) {
    outcome = hydrate(root, priority).then((o) => {
      settled.add(root);
      return o;
    });
    outcomes.set(root, outcome);
  }
  return outcome;
}

/** Hydration was asked for (it may still be loading or rendering). */
export const hydrationStarted = (root: Element): boolean => outcomes.has(root);

/** Hydrated, or failed for good: the island's own handlers (or its server HTML) answer events now. */
export const hydrationSettled = (root: Element): boolean => settled.has(root);

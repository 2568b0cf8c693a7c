import { Component, startTransition, useEffect, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HYDRATED_ATTR, ISLAND_ATTR, ISLAND_ERROR_ATTR, ISLAND_ID_ATTR } from '../src/ui/island-attrs';
import { parseProps } from '../src/ui/serialize-props';
import type { IslandEntry } from '../src/islands/define';
import { findPropsScript } from './props-script';

/**
 * The hydrator: React, ReactDOM and one `hydrateRoot` per island. The entry imports this module
 * only when an island is to hydrate (client/hydrator.ts), so a page whose islands wait for the
 * shopper loads no React before interaction.
 */

/** Failures leave the server HTML in place and are marked with ISLAND_ERROR_ATTR = the outcome. */
export type IslandOutcome = 'hydrated' | 'unknown' | 'load-failed' | 'invalid-props' | 'crashed';

type Failure = Exclude<IslandOutcome, 'hydrated'>;

function fail<O extends Failure>(container: Element, outcome: O, ...details: unknown[]): O {
  container.setAttribute(ISLAND_ERROR_ATTR, outcome);
  console.error(`[island ${container.getAttribute(ISLAND_ATTR)}] ${outcome}`, ...details);
  return outcome;
}

interface Status {
  crashed: boolean;
}

/**
 * Keeps one island's crash inside the island: the page and the other islands go on, and the
 * island shows the HTML the server rendered for it instead of disappearing.
 */
class IslandBoundary extends Component<{ status: Status; serverHtml: string; name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.status.crashed = true;
    console.error(`[island ${this.props.name}] crashed`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own server HTML, drawn again as it came when hydration failed.
      return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: this.props.serverHtml }} />;
    }
    return this.props.children;
  }
}

/** Runs after the island's first commit: only then is it interactive. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit; a later onCommit is not a new first commit.
  useEffect(onCommit, []);
  return children;
}

/** An island whose code is evaluated and whose props passed its schema: ready for `hydrateRoot`. */
export interface PreparedIsland {
  name: string;
  Island: ComponentType<Record<string, unknown>>;
  props: Record<string, unknown>;
}

/**
 * The island's module and its props, checked: everything before `hydrateRoot`. Its own step so
 * that an island hydrated while nobody waits (client/entry.tsx `hydrateWhenIdle`) spends no
 * long task: the props check runs in one idle moment, React's first render in the next ones.
 * Never rejects; a failure is marked on the container and answered as its outcome.
 */
export async function prepareIsland(container: HTMLElement, registry: Readonly<Record<string, IslandEntry>>): Promise<PreparedIsland | Failure> {
  const name = container.getAttribute(ISLAND_ATTR) ?? '';
  const entry = Object.hasOwn(registry, name) ? registry[name] : undefined;
  if (!entry) return fail(container, 'unknown', 'no such island in src/islands/registry.ts');

  let mod: Awaited<ReturnType<IslandEntry['load']>>;
  try {
    mod = await entry.load();
  } catch (error) {
    return fail(container, 'load-failed', error);
  }

  const raw = parseProps(findPropsScript(container)?.textContent);
  if (!raw.ok) return fail(container, 'invalid-props', 'props script missing or not JSON');
  const checked = mod.propsSchema.safeParse(raw.value);
  if (!checked.success) {
    const summary = checked.error.issues.map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`);
    return fail(container, 'invalid-props', summary.join('; '), checked.error.issues);
  }
  return { name, Island: mod.default as ComponentType<Record<string, unknown>>, props: checked.data as Record<string, unknown> };
}

/**
 * Hydrates one island root from its `prepareIsland` result; resolves when it is done, whatever
 * the outcome. Never rejects. `inTransition`: rendered at transition priority, in slices React
 * yields between (an island hydrated while nobody waits for it, client/entry.tsx `hydrateWhenIdle`).
 */
export async function hydrateIsland(container: HTMLElement, prepared: Promise<PreparedIsland | Failure>, inTransition = false): Promise<IslandOutcome> {
  const ready = await prepared;
  if (typeof ready === 'string') return ready;
  const { name, Island, props } = ready;
  const status: Status = { crashed: false };
  const serverHtml = container.innerHTML;
  const prefix = `${container.getAttribute(ISLAND_ID_ATTR) ?? name}-`;

  return new Promise<IslandOutcome>((resolve) => {
    const onCommit = () => {
      if (status.crashed) {
        resolve(fail(container, 'crashed'));
        return;
      }
      container.setAttribute(HYDRATED_ATTR, '');
      resolve('hydrated');
    };
    const start = () =>
      hydrateRoot(
        container,
        <Committed onCommit={onCommit}>
          <IslandBoundary status={status} serverHtml={serverHtml} name={name}>
            <Island {...props} />
          </IslandBoundary>
        </Committed>,
        {
          identifierPrefix: prefix,
          onRecoverableError: (error) => console.warn(`[island ${name}] recovered`, error),
        },
      );
    try {
      if (inTransition)
        startTransition(() => {
          start();
        });
      else start();
    } catch (error) {
      resolve(fail(container, 'crashed', error));
    }
  });
}

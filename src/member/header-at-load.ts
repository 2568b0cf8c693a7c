import { readMemberHint } from './member-hint';
import type { DeviceKind } from '../device/user-agent';
import { startMemberSession } from './member-session';

/**
 * At-load work of the header's member islands (the `atLoad` of their entries in src/islands/registry.ts), which themselves hydrate on
 * interaction. Each gets the island's raw props (the zod/mini check comes with the island's own
 * code) and reads only the fields it needs, defensively. Answering 'hydrate' asks for the island
 * at once: its server HTML is out of date, and the shopper should not have to touch the page to
 * see their own header.
 */
type Raw = Record<string, unknown>;
const asRecord = (props: unknown): Raw => (props !== null && typeof props === 'object' ? (props as Raw) : {});
const DEVICES: readonly DeviceKind[] = ['mobileWeb', 'desktop', 'appWebView'];

/** Starts the member plumbing; hydrates when the server drew a visitor but the cookie says member. */
export function memberMenuAtLoad(props: unknown): 'hydrate' | undefined {
  const { device, memberName } = asRecord(props);
  startMemberSession(DEVICES.find((d) => d === device) ?? 'desktop');
  return memberName === null && readMemberHint(document.cookie) ? 'hydrate' : undefined;
}

/** The app web view has no header (issue 29 §4): the MemberSession island starts the plumbing instead. */
export function memberSessionAtLoad(props: unknown): undefined {
  const { device } = asRecord(props);
  startMemberSession(DEVICES.find((d) => d === device) ?? 'desktop');
  return undefined;
}

/** A member whose count the server could not get: the island asks for it on mount. */
export function cartCountAtLoad(props: unknown): 'hydrate' | undefined {
  return asRecord(props).count === null && readMemberHint(document.cookie) ? 'hydrate' : undefined;
}

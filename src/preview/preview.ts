/**
 * The operator's preview (issue 12 item 10), development only: one browser poses as the app web
 * view (iOS or Android, a build number), overrides feature flags, or enters as from a search ad,
 * without a restart. The choices travel in one cookie, `sf_preview`, as URL-encoded pairs; the
 * clock has its own cookie (`sf_now`, edge/context/clock.ts). Pure: the edge reads the cookie
 * (edge/context/preview.ts) and the shell draws the bar from `PreviewState`.
 *
 *     parsePreview('device=ios&build=758&flag.savingMode=1&searchAd=1')
 *     // → { device: 'ios', build: 758, flags: { savingMode: true }, searchAd: true }
 */
import type { Flags } from '../flags/flags';

export const PREVIEW_COOKIE = 'sf_preview';
/** The preview page; it answers in development only. */
export const PREVIEW_PATH = '/_preview';
/** Anything longer was not written by the preview page. */
const MAX_COOKIE_LENGTH = 512;
const MAX_BUILD = 999_999_999;

export type PreviewDevice = 'ios' | 'android';
export type FlagName = keyof Flags;

export const PREVIEW_FLAGS: readonly FlagName[] = ['adultVerification', 'savingMode', 'activeCart'];

export interface Preview {
  device: PreviewDevice | null;
  /** The app's store build number; null: the page's default build. */
  build: number | null;
  flags: Partial<Record<FlagName, boolean>>;
  searchAd: boolean;
}

/** What the bar shows: the overrides in force, the clock among them. */
export interface PreviewState extends Preview {
  /** The preview clock as ISO text, when `sf_now` moved it. */
  clock: string | null;
}

/** A build posed when none is given: new enough for every version gate of spec 5 and 9. */
export const DEFAULT_PREVIEW_BUILD = 9999;

export const EMPTY_PREVIEW: Readonly<Preview> = Object.freeze({ device: null, build: null, flags: Object.freeze({}), searchAd: false });

function buildOf(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return null;
  const n = Number(raw.trim());
  return n >= 1 && n <= MAX_BUILD ? n : null;
}

/** The cookie's choices; unknown names and bad values are dropped, never guessed at. */
export function parsePreview(raw: string | null | undefined): Preview {
  if (!raw || raw.length > MAX_COOKIE_LENGTH) return { ...EMPTY_PREVIEW, flags: {} };
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(raw);
  } catch {
    return { ...EMPTY_PREVIEW, flags: {} };
  }
  const device = params.get('device');
  const flags: Partial<Record<FlagName, boolean>> = {};
  for (const name of PREVIEW_FLAGS) {
    const v = params.get(`flag.${name}`);
    if (v === '1' || v === '0') flags[name] = v === '1';
  }
  const isDevice = device === 'ios' || device === 'android';
  return {
    device: isDevice ? device : null,
    build: isDevice ? buildOf(params.get('build')) : null,
    flags,
    searchAd: params.get('searchAd') === '1',
  };
}

/** The cookie value for `p`; '' when nothing is overridden. */
export function serializePreview(p: Preview): string {
  const params = new URLSearchParams();
  if (p.device) {
    params.set('device', p.device);
    if (p.build !== null) params.set('build', String(p.build));
  }
  for (const name of PREVIEW_FLAGS) {
    const v = p.flags[name];
    if (v !== undefined) params.set(`flag.${name}`, v ? '1' : '0');
  }
  if (p.searchAd) params.set('searchAd', '1');
  return params.toString();
}

export function isPreviewing(p: PreviewState | null): p is PreviewState {
  return p !== null && (p.device !== null || Object.keys(p.flags).length > 0 || p.searchAd || p.clock !== null);
}

/** A User-Agent the device rules (src/device/user-agent.ts) read as that app's web view. */
export function previewUserAgent(device: PreviewDevice, build: number | null): string {
  const b = build ?? DEFAULT_PREVIEW_BUILD;
  return device === 'ios'
    ? `Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 StorefrontApp/iOS/5.12.0(${b})`
    : `Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 StorefrontApp/Android/5.12.0(${b})`;
}

/** The form's fields (the preview page posts them) as choices; bad values are dropped. */
export function previewFromForm(form: Readonly<Record<string, string | undefined>>): Preview {
  const device = form.device === 'ios' || form.device === 'android' ? form.device : null;
  const flags: Partial<Record<FlagName, boolean>> = {};
  for (const name of PREVIEW_FLAGS) {
    const v = form[`flag.${name}`];
    if (v === 'on' || v === 'off') flags[name] = v === 'on';
  }
  return { device, build: device ? buildOf(form.build ?? null) : null, flags, searchAd: form.searchAd === '1' || form.searchAd === 'on' };
}

/**
 * The survey tool (spec 4.7; issue 12 item 9), loaded by the entry once the page is idle, never
 * before the page is interactive. Its script (named by `<meta name="sf-survey">`) carries the
 * page's CSP nonce and must define `window.StorefrontSurvey.evaluate({ url, pageType })`, which
 * is called 200 ms after the load and after each address change without a load (pushState,
 * replaceState, Back and Forward). A script that fails to load or throws costs the page nothing.
 */
import { surveyScheduler, type SurveyContext } from '../src/tracking/survey-schedule';

interface SurveyTool {
  evaluate?: (context: SurveyContext) => void;
}
type WithSurvey = typeof globalThis & { StorefrontSurvey?: SurveyTool };

const here = (): SurveyContext => ({ url: window.location.href, pageType: document.documentElement.dataset.pageType ?? '' });

function evaluate(context: SurveyContext): void {
  try {
    (globalThis as WithSurvey).StorefrontSurvey?.evaluate?.(context);
  } catch (error) {
    console.warn('[survey] evaluate failed', error);
  }
}

export function startSurvey(src: string): void {
  const scheduler = surveyScheduler(evaluate, { setTimeout: (fn, ms) => window.setTimeout(fn, ms), clearTimeout: (id) => window.clearTimeout(id) });
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  // Scripts run only from our origin or with the page's nonce (edge/render/security-headers.ts).
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) script.nonce = nonce;
  script.addEventListener('load', () => scheduler.navigated(here()), { once: true });
  script.addEventListener('error', () => console.warn('[survey] the survey script did not load:', src), { once: true });
  document.head.appendChild(script);
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      const before = window.location.href;
      original(...args);
      if (window.location.href !== before) scheduler.navigated(here());
    };
  }
  window.addEventListener('popstate', () => scheduler.navigated(here()));
}

/**
 * The survey tool is re-evaluated 200 ms after each navigation (spec 4.7; issue 12 item 9): a
 * page load, and every address change without a load (the listing grid's paging and Back).
 * Navigations closer together than that are one: the survey sees where the shopper settled.
 */
export const SURVEY_DELAY_MS = 200;

export interface SurveyContext {
  url: string;
  pageType: string;
}

export interface Timers {
  setTimeout: (fn: () => void, ms: number) => number;
  clearTimeout: (id: number) => void;
}

export function surveyScheduler(evaluate: (context: SurveyContext) => void, timers: Timers, delayMs: number = SURVEY_DELAY_MS) {
  let pending: number | null = null;
  return {
    /** The shopper is now at `context`; the survey hears of it once things are still. */
    navigated(context: SurveyContext): void {
      if (pending !== null) timers.clearTimeout(pending);
      pending = timers.setTimeout(() => {
        pending = null;
        evaluate(context);
      }, delayMs);
    },
  };
}

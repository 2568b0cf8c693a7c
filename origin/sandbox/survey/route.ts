/**
 * `GET /sandbox/survey.js` (development only, behind the origin's /sandbox guard; reached through
 * the storefront's sandbox proxy): the sandbox survey tool (issue 12 item 9). It defines the hook
 * the storefront calls (`window.StorefrontSurvey.evaluate({ url, pageType })`, 200 ms after each
 * navigation) and records each call where operators and tests can read it: the list
 * `StorefrontSurvey.evaluations` and the count on `<html data-survey-evaluations>`. It shows
 * nothing: a real tool decides here whether to open a survey.
 */
import { Hono } from 'hono/tiny';
import type { OriginAppEnv } from '../../env';

export const sandboxSurveyRoute = new Hono<OriginAppEnv>();

const SCRIPT = `(() => {
  const tool = { sandbox: true, evaluations: [] };
  tool.evaluate = (context) => {
    tool.evaluations.push({ url: String(context && context.url), pageType: String(context && context.pageType), at: Date.now() });
    document.documentElement.dataset.surveyEvaluations = String(tool.evaluations.length);
    console.debug('[sandbox survey] evaluated', context);
  };
  window.StorefrontSurvey = tool;
})();
`;

sandboxSurveyRoute.get('/', (c) => {
  c.header('Content-Type', 'text/javascript; charset=utf-8');
  c.header('Cache-Control', 'no-store');
  c.header('X-Content-Type-Options', 'nosniff');
  return c.body(SCRIPT);
});

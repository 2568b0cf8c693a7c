import { describe, expect, it } from 'vitest';
import { storefront } from './harness';

/**
 * The survey hook (issue 12 item 9, spec 4.7): pages name the survey tool's script for the entry
 * to load when idle; in development the origin's sandbox survey stands in, reached through the
 * sandbox proxy; production names only a configured script, and never a sandbox.
 */
describe('survey hook', () => {
  it('names the sandbox survey in development, which the proxy serves as a script', async () => {
    const sf = storefront();
    const html = await (await sf.fetch('/best-items')).text();
    expect(html).toContain('<meta name="sf-survey" content="/sandbox/survey.js"/>');
    const script = await sf.fetch('/sandbox/survey.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toContain('window.StorefrontSurvey = tool;');
  });

  it('names a configured script, refuses odd values, and has none by default in production', async () => {
    const configured = storefront({ vars: { ENVIRONMENT: 'production', SURVEY_SCRIPT_URL: 'https://survey.example/t.js' }, pageCache: false });
    expect(await (await configured.fetch('/best-items')).text()).toContain('<meta name="sf-survey" content="https://survey.example/t.js"/>');
    for (const odd of ['javascript:alert(1)', 'http://survey.example/t.js', '//survey.example/t.js']) {
      const sf = storefront({ vars: { ENVIRONMENT: 'production', SURVEY_SCRIPT_URL: odd }, pageCache: false });
      expect(await (await sf.fetch('/best-items')).text(), odd).not.toContain('sf-survey');
    }
    const production = storefront({ vars: { ENVIRONMENT: 'production' }, pageCache: false });
    expect(await (await production.fetch('/best-items')).text()).not.toContain('sf-survey');
    expect((await production.fetch('/sandbox/survey.js')).status).toBe(404);
  });
});

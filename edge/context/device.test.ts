import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Env } from '../env';
import { device } from './device';
import type { ContextVars } from './vars';

const IOS_APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 StorefrontApp/iOS/5.12.0(758)';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

function app() {
  const a = new Hono<{ Bindings: Env; Variables: ContextVars }>();
  a.use('*', device());
  a.get('/', (c) => c.json(c.var.device));
  return a;
}

describe('device()', () => {
  it('puts the parsed User-Agent on c.var.device', async () => {
    const res = await app().request('/', { headers: { 'user-agent': IOS_APP } });
    expect(await res.json()).toMatchObject({ kind: 'appWebView', platform: 'ios', appBuild: 758 });
  });

  it('a request without a User-Agent is desktop', async () => {
    expect(await (await app().request('/')).json()).toMatchObject({ kind: 'desktop', platform: 'other' });
  });

  it('no query parameter or cookie can claim to be the app', async () => {
    const res = await app().request('/?device=app&kind=appWebView&platform=ios&appBuild=999', {
      headers: { 'user-agent': DESKTOP, cookie: 'device=appWebView; appBuild=999; StorefrontApp=iOS/5.12.0(758)' },
    });
    expect(await res.json()).toMatchObject({ kind: 'desktop', appBuild: null });
  });
});

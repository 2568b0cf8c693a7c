import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env';
import { DEFAULT_FLAGS } from '../../src/flags/flags';
import { campaign } from './campaign';
import { clock } from './clock';
import { cookiesOf } from './cookies';
import { device } from './device';
import { preview } from './preview';
import { CONTEXT_NOT_FOUND, ContextNotFoundError, contextOf, requestContext } from './request-context';

const NOW = new Date('2025-08-20T01:00:00Z');

/** An app with the context middleware, some left out, answering what the page would read. */
function app(leaveOut: readonly string[] = []) {
  const a = new Hono<AppEnv>();
  a.use('*', async (c, next) => {
    c.set('siteOrigin', new URL(c.req.url).origin);
    if (!leaveOut.includes('flags')) c.set('flags', { ...DEFAULT_FLAGS });
    if (!leaveOut.includes('session')) c.set('member', null);
    await next();
  });
  if (!leaveOut.includes('device')) a.use('*', device());
  if (!leaveOut.includes('clock')) a.use('*', clock({ now: () => NOW }));
  if (!leaveOut.includes('campaign')) a.use('*', campaign());
  if (!leaveOut.includes('preview')) a.use('*', preview());
  if (!leaveOut.includes('requestContext')) a.use('*', requestContext());
  a.get('/', (c) => {
    const ctx = contextOf(c);
    return c.json({
      now: ctx.now.toISOString(),
      member: ctx.member,
      at: ctx.at,
      cookies: ctx.cookies,
      sameJar: ctx.cookies === cookiesOf(c),
      nudgeHidden: ctx.campaign.nudgeHidden,
      device: ctx.device.kind,
    });
  });
  const errors: unknown[] = [];
  a.onError((error, c) => {
    errors.push(error);
    return c.text('wiring error', 500);
  });
  return { a, errors };
}

describe('requestContext()', () => {
  it('puts every resolved part in one object, the cookie header parsed once', async () => {
    const { a } = app();
    const res = await a.request('http://shop.test/?x=1', { headers: { cookie: 'a=1; sf_app_banner_dismissed=1' } });
    expect(await res.json()).toEqual({
      now: NOW.toISOString(),
      member: null,
      at: { hosts: { siteOrigin: 'http://shop.test', shopOrigin: 'http://shop.test', mypageOrigin: 'http://shop.test' }, currentOrigin: 'http://shop.test' },
      cookies: { a: '1', sf_app_banner_dismissed: '1' },
      sameJar: true,
      nudgeHidden: false,
      device: 'desktop',
    });
  });

  it.each([
    ['clock', 'clock()'],
    ['device', 'device()'],
    ['session', 'session()'],
    ['flags', 'flags()'],
    ['campaign', 'campaign()'],
  ])('a missing %s middleware is a developer error naming it, not a silent default', async (left, named) => {
    const { a, errors } = app([left]);
    const res = await a.request('http://shop.test/');
    expect(res.status).toBe(500);
    expect(errors).toHaveLength(1);
    const error = errors[0] as ContextNotFoundError;
    expect(error).toBeInstanceOf(ContextNotFoundError);
    expect(error.code).toBe(CONTEXT_NOT_FOUND);
    expect(error.message).toContain(named);
  });

  it('contextOf without requestContext() throws CONTEXT_NOT_FOUND', async () => {
    const { a, errors } = app(['requestContext']);
    expect((await a.request('http://shop.test/')).status).toBe(500);
    expect((errors[0] as ContextNotFoundError).message).toContain('requestContext()');
  });
});

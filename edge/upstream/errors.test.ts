import { describe, expect, it } from 'vitest';
import { errorPageHeaders, pageStatusFor, shouldLog, UpstreamError, type UpstreamErrorKind } from './errors';
import { UpstreamConfigError } from './transport';

const err = (kind: UpstreamErrorKind, status?: number) => new UpstreamError({ kind, status, path: '/p', message: 'm' });

describe('pageStatusFor (DECISIONS 4)', () => {
  it('an upstream HTTP error keeps its status', () => {
    expect(pageStatusFor(err('http', 404))).toBe(404);
    expect(pageStatusFor(err('http', 403))).toBe(403);
    expect(pageStatusFor(err('http', 500))).toBe(500);
  });

  it('an HTTP error without an error status is an upstream fault', () => {
    expect(pageStatusFor(err('http'))).toBe(502);
    expect(pageStatusFor(err('http', 302))).toBe(502);
  });

  it('timeout, network and configuration failures are temporary: 503', () => {
    expect(pageStatusFor(err('timeout'))).toBe(503);
    expect(pageStatusFor(err('network'))).toBe(503);
    expect(pageStatusFor(err('config'))).toBe(503);
    expect(pageStatusFor(new UpstreamConfigError('none'))).toBe(503);
  });

  it('a schema mismatch is a bad gateway', () => {
    expect(pageStatusFor(err('schema'))).toBe(502);
  });

  it('any other error: its own status, else the spec default 404', () => {
    expect(pageStatusFor(Object.assign(new Error('x'), { status: 410 }))).toBe(410);
    expect(pageStatusFor(Object.assign(new Error('x'), { status: 200 }))).toBe(404);
    expect(pageStatusFor(new Error('x'))).toBe(404);
    expect(pageStatusFor('string thrown')).toBe(404);
    expect(pageStatusFor(null)).toBe(404);
  });
});

describe('shouldLog', () => {
  it('is false only for a real 404', () => {
    expect(shouldLog(err('http', 404))).toBe(false);
    expect(shouldLog(Object.assign(new Error('x'), { status: 404 }))).toBe(false);
    expect(shouldLog(err('http', 400))).toBe(true);
    expect(shouldLog(err('timeout'))).toBe(true);
    expect(shouldLog(err('schema'))).toBe(true);
  });

  it('does not log a call its caller aborted', () => {
    const aborted = new UpstreamError({ kind: 'network', path: '/p', message: 'm', abortedByCaller: true });
    expect(shouldLog(aborted)).toBe(false);
    expect(pageStatusFor(aborted)).toBe(503);
  });

  it('logs an unknown error even though its page defaults to 404', () => {
    expect(pageStatusFor(new TypeError('bug'))).toBe(404);
    expect(shouldLog(new TypeError('bug'))).toBe(true);
  });
});

describe('errorPageHeaders', () => {
  it('503 says when to retry and is never stored', () => {
    expect(errorPageHeaders(err('timeout'))).toEqual({ 'Retry-After': '5', 'Cache-Control': 'no-store' });
  });
  it('other 5xx are never stored; 4xx add nothing', () => {
    expect(errorPageHeaders(err('schema'))).toEqual({ 'Cache-Control': 'no-store' });
    expect(errorPageHeaders(err('http', 404))).toEqual({});
  });
});

describe('UpstreamError', () => {
  it('carries its fields and serialises them for logs', () => {
    const e = new UpstreamError({ kind: 'http', status: 409, errorCode: 'C', path: '/x', message: '충돌' });
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('UpstreamError');
    expect(JSON.parse(JSON.stringify(e))).toMatchObject({ kind: 'http', status: 409, errorCode: 'C', path: '/x', message: '충돌' });
  });
});

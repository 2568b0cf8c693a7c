import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIMITERS, RETRY_AFTER_SECONDS } from '../edge/gateway/rate-limit';

/**
 * The rate limits docs/security.md states are the ones `wrangler.toml` configures (they had
 * drifted once: sign-ups and the id check were stated at 30 and 60 a minute, the code held both
 * to 10), and every limiter the edge counts against is configured.
 */
const root = join(import.meta.dirname, '..');
const toml = readFileSync(join(root, 'wrangler.toml'), 'utf8');
const security = readFileSync(join(root, 'docs/security.md'), 'utf8');

const configured = new Map(
  [...toml.matchAll(/\[\[ratelimits\]\]\s*name = "(\w+)"\s*namespace_id = "(\d+)"\s*simple = \{ limit = (\d+), period = (\d+) \}/g)].map((m) => [
    m[1]!,
    { namespace: m[2]!, limit: Number(m[3]), period: Number(m[4]) },
  ]),
);
const from = security.indexOf('## Body limits and rate limits');
const to = security.indexOf('\n## ', from + 1);
const section = from < 0 ? '' : security.slice(from, to < 0 ? undefined : to);

describe('rate limits as configured and as stated', () => {
  it('every limiter is bound once, with a period the binding allows and Retry-After covers', () => {
    expect([...configured.keys()].sort()).toEqual([...LIMITERS].sort());
    expect(new Set([...configured.values()].map((c) => c.namespace)).size).toBe(LIMITERS.length);
    for (const [name, { period }] of configured) {
      expect([10, 60], name).toContain(period);
      expect(period, name).toBeLessThanOrEqual(RETRY_AFTER_SECONDS);
    }
  });

  it('docs/security.md states each limiter at its configured size', () => {
    expect(section, 'docs/security.md has a section "Body limits and rate limits"').not.toBe('');
    for (const [name, { limit }] of configured) expect(section, name).toContain(`\`${name}\` ${limit} a minute`);
  });
});

import { describe, expect, it } from 'vitest';
import { startVars } from './start-vars.mjs';

describe('startVars', () => {
  it("gives both workers this start's environment, whatever .dev.vars says by then", () => {
    const vars = startVars('production', {});
    expect(vars.edge.ENVIRONMENT).toBe('production');
    expect(vars.origin.ENVIRONMENT).toBe('production');
  });

  it('passes the edge only the variables it knows, and only those set', () => {
    const vars = startVars('development', { UPSTREAM_URL: 'http://127.0.0.1:1', TAG_CRM_ID: '', PATH: '/bin' });
    expect(vars.edge).toEqual({ UPSTREAM_URL: 'http://127.0.0.1:1', ENVIRONMENT: 'development' });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, getQueryClient } from './query-client';

describe('query client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('never retries and never refetches on mount, reconnect or focus (spec 7)', () => {
    const q = createQueryClient().getDefaultOptions().queries;
    expect(q).toMatchObject({
      retry: false,
      refetchOnMount: false,
      refetchOnReconnect: false,
      refetchOnWindowFocus: false,
    });
  });

  it('gives each server render its own client', () => {
    expect(getQueryClient()).not.toBe(getQueryClient());
  });

  it('shares one client in the browser', () => {
    vi.stubGlobal('document', {});
    expect(getQueryClient()).toBe(getQueryClient());
  });
});

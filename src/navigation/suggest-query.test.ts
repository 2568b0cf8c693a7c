import { describe, expect, it } from 'vitest';
import { fetchSuggestions, suggestKey, suggestQuery } from './suggest-query';

function answering(status: number, body: unknown, seen: string[] = []): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    seen.push(String(input));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

describe('suggestion queries', () => {
  it('keys the popular list once, and each completion by its trimmed text', () => {
    expect(suggestKey('')).toEqual(['search', 'popular']);
    expect(suggestKey('   ')).toEqual(['search', 'popular']);
    expect(suggestKey(' 니트 ')).toEqual(['search', 'complete', '니트']);
    expect(suggestQuery('').staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(suggestQuery('니트').staleTime).toBeGreaterThan(0);
  });

  it('asks the gateway for the text, encoded, and reads its keywords', async () => {
    const seen: string[] = [];
    const list = await fetchSuggestions(suggestKey('니트 & 코트'), undefined, answering(200, { result: 'SUCCESS', data: { keywords: ['니트 코트', { keyword: '니트' }, ''] } }, seen));
    expect(list).toEqual(['니트 코트', '니트']);
    expect(seen[0]).toContain('/api/v4/auto-complete?keyword=%EB%8B%88%ED%8A%B8%20%26%20%EC%BD%94%ED%8A%B8');
  });

  it('reads the popular list from its own call', async () => {
    const seen: string[] = [];
    expect(await fetchSuggestions(suggestKey(''), undefined, answering(200, { data: { popularKeyword: ['가방'] } }, seen))).toEqual(['가방']);
    expect(seen[0]).toContain('/api/v4/keyword/popular');
  });

  it('rejects on a failed answer, so react-query keeps no list and the next focus asks again', async () => {
    await expect(fetchSuggestions(suggestKey(''), undefined, answering(503, { result: 'FAIL' }))).rejects.toThrow(/503/);
    const down = (async () => {
      throw new TypeError('offline');
    }) as typeof fetch;
    await expect(fetchSuggestions(suggestKey('a'), undefined, down)).rejects.toThrow(/network/);
  });
});

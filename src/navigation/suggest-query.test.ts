import { describe, expect, it } from 'vitest';
import { fetchSuggestions, SuggestionMemory, staleTimeOf, suggestKey } from './suggest-query';

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
    expect(staleTimeOf(suggestKey(''))).toBe(Number.POSITIVE_INFINITY);
    expect(staleTimeOf(suggestKey('니트'))).toBe(60_000);
  });

  it('remembers each answer under its own key while fresh: the popular list for good, a completion for a minute', () => {
    const memory = new SuggestionMemory(2);
    memory.set(suggestKey(''), ['가방'], 0);
    memory.set(suggestKey('니트'), ['니트 코트'], 0);
    expect(memory.get(suggestKey(' 니트 '), 59_999)).toEqual(['니트 코트']);
    expect(memory.get(suggestKey('니'), 1)).toBeUndefined();
    expect(memory.get(suggestKey('니트'), 60_000)).toBeUndefined();
    expect(memory.get(suggestKey(''), 10 ** 9)).toEqual(['가방']);
  });

  it('keeps at most its limit, dropping the oldest answer', () => {
    const memory = new SuggestionMemory(2);
    memory.set(suggestKey('a'), ['a1'], 0);
    memory.set(suggestKey('b'), ['b1'], 0);
    memory.set(suggestKey('c'), ['c1'], 0);
    expect(memory.get(suggestKey('a'), 1)).toBeUndefined();
    expect(memory.get(suggestKey('c'), 1)).toEqual(['c1']);
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

  it('rejects on a failed answer, so nothing is remembered and the next focus asks again', async () => {
    await expect(fetchSuggestions(suggestKey(''), undefined, answering(503, { result: 'FAIL' }))).rejects.toThrow(/503/);
    const down = (async () => {
      throw new TypeError('offline');
    }) as typeof fetch;
    await expect(fetchSuggestions(suggestKey('a'), undefined, down)).rejects.toThrow(/network/);
  });
});

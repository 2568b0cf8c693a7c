/**
 * The Cache API's match/put over a Map, so the upstream cache rules run in Node unit tests;
 * workerd's real Cache API is exercised in tests/integration.
 */
export class MemoryCacheStore {
  entries = new Map<string, { body: string; headers: [string, string][] }>();
  async match(url: string): Promise<Response | undefined> {
    const e = this.entries.get(url);
    return e ? new Response(e.body, { headers: e.headers }) : undefined;
  }
  async put(url: string, res: Response): Promise<void> {
    this.entries.set(url, { body: await res.text(), headers: [...res.headers] });
  }
}

/**
 * Sample rows written on first use rather than at seed time (content pages, FAQ): once per
 * database and isolate, OR IGNORE so an operator's edit is never reset, remembered by a mark in
 * `meta` so a changed sample reaches a fresh database only. A failed attempt is forgotten so the
 * next request tries again.
 */
const done = new WeakMap<D1Database, Map<string, Promise<void>>>();

export function seedOnce(db: D1Database, key: string, mark: string, statements: (db: D1Database) => D1PreparedStatement[] | Promise<D1PreparedStatement[]>): Promise<void> {
  let byKey = done.get(db);
  if (!byKey) {
    byKey = new Map();
    done.set(db, byKey);
  }
  let pending = byKey.get(key);
  if (!pending) {
    pending = (async () => {
      const current = await db.prepare('SELECT value FROM meta WHERE key = ?').bind(key).first<{ value: string }>();
      if (current?.value === mark) return;
      await db.batch([...(await statements(db)), db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').bind(key, mark)]);
    })().catch((error: unknown) => {
      byKey.delete(key);
      throw error;
    });
    byKey.set(key, pending);
  }
  return pending;
}

import { describe, expect, it } from 'vitest';
import { splitStatements } from './migrate-sql';
import { MIGRATIONS } from './migrations';

describe('splitStatements', () => {
  it('drops comments and empty statements', () => {
    const out = splitStatements('-- a table\nCREATE TABLE a (x INTEGER); -- tail\n\n;CREATE INDEX i ON a(x);\n');
    expect(out).toEqual(['CREATE TABLE a (x INTEGER)', 'CREATE INDEX i ON a(x)']);
  });

  it('yields only idempotent DDL for every migration', () => {
    for (const m of MIGRATIONS) {
      const statements = splitStatements(m.sql);
      expect(statements.length).toBeGreaterThan(0);
      for (const s of statements) expect(s).toMatch(/^CREATE (TABLE|INDEX) IF NOT EXISTS /);
    }
  });

  it('keeps migrations uniquely named and ordered', () => {
    const names = MIGRATIONS.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(names);
  });
});

import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { splitStatements } from './migrate-sql';
import { MIGRATIONS } from './migrations';
import { MIGRATION_NAMES } from './migrations/names';

describe('splitStatements', () => {
  it('drops comments and empty statements', () => {
    const out = splitStatements('-- a table\nCREATE TABLE a (x INTEGER); -- tail\n\n;CREATE INDEX i ON a(x);\n');
    expect(out).toEqual(['CREATE TABLE a (x INTEGER)', 'CREATE INDEX i ON a(x)']);
  });

  // Creation is idempotent; adding a column cannot be, and relies on the d1_migrations row that
  // each migration's batch inserts first (a second runner's batch fails on it and rolls back).
  // A table rebuild (SQLite cannot change a CHECK in place; 0014) relies on the same row: the
  // copy under a `_NNNN` name, the drop and the rename are one batch, all or nothing, run once.
  it('yields only DDL: idempotent creation, adding a column, or a whole table rebuild', () => {
    const rebuild = /^(CREATE TABLE (\w+)_\d{4} \(|INSERT INTO (\w+)_\d{4} \([\w, ]+\)\s+SELECT [\w, ]+ FROM \w+$|DROP TABLE \w+$|ALTER TABLE \w+_\d{4} RENAME TO \w+$)/;
    for (const m of MIGRATIONS) {
      const statements = splitStatements(m.sql);
      expect(statements.length).toBeGreaterThan(0);
      const rebuilding = statements.some((s) => /^DROP TABLE /.test(s));
      for (const s of statements) {
        if (rebuilding && rebuild.test(s)) continue;
        expect(s).toMatch(/^(CREATE (TABLE|INDEX|UNIQUE INDEX|VIRTUAL TABLE) IF NOT EXISTS |ALTER TABLE \w+ ADD COLUMN )/);
      }
      // A rebuild renames every copy it makes back to the table it replaces.
      if (rebuilding) {
        for (const s of statements.filter((x) => /^CREATE TABLE \w+_\d{4} /.test(x))) {
          const copy = /^CREATE TABLE (\w+)_(\d{4}) /.exec(s)!;
          expect(statements).toContain(`DROP TABLE ${copy[1]}`);
          expect(statements).toContain(`ALTER TABLE ${copy[1]}_${copy[2]} RENAME TO ${copy[1]}`);
        }
      }
    }
  });

  // wrangler d1 migrations apply runs every .sql file of the folder in name order.
  it('lists exactly the .sql files of the folder, as wrangler would apply them', () => {
    const files = readdirSync(new URL('./migrations/', import.meta.url))
      .filter((f) => f.endsWith('.sql'))
      .sort();
    expect(MIGRATIONS.map((m) => m.name)).toEqual(files);
    expect(MIGRATION_NAMES).toEqual(files);
    for (const m of MIGRATIONS) expect(m.name).toMatch(/^\d{4}_[a-z_]+\.sql$/);
  });

  it('keeps migrations uniquely named and ordered', () => {
    const names = MIGRATIONS.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(names);
  });
});

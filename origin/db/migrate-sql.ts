/**
 * Splits a migration script into single statements, because `db.batch` (our only
 * transactional multi-statement call) takes one statement per entry. Migrations are plain DDL:
 * no triggers and no semicolons inside string literals, which keeps this split honest.
 */

export function splitStatements(script: string): string[] {
  return script
    .split('\n')
    .map((line) => line.replace(/--.*$/, ''))
    .join('\n')
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

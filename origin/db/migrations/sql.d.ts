// A migration file imported as its text (wrangler's Text rule; vitest.config.ts `sql-text`).
declare module '*.sql' {
  const text: string;
  export default text;
}

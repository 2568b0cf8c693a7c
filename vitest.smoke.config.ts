import { defineConfig } from 'vitest/config';

// The deploy's bundles in workerd (tests/smoke): Node starts them through Miniflare's API. Its
// own config, run by `npm test` right after the plain dry run that writes them (scripts/test.mjs),
// not with the other projects, which build the workers from source.
export default defineConfig({
  test: {
    name: 'smoke',
    environment: 'node',
    include: ['tests/smoke/**/*.test.ts'],
    // One workerd at a time on a 2-core machine; a cold start of both bundles takes a few seconds.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

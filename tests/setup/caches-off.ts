import { rememberInMemos } from '../../rules/memo';

// The cache-off run (vitest.config.ts, project workers-cache-off): besides CACHE_OFF=all, which the
// harness hands every storefront it makes, the memos of derived values remember nothing either.
rememberInMemos(false);

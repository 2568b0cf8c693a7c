import { createOriginApp } from './app';
import { ensureDatabase } from './db/migrate';
import type { OriginEnv } from './env';
import { removeStaleUploads } from './upload-cleanup';

const app = createOriginApp();

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
  // The cron trigger (wrangler.toml): uploads no review took within a day are removed.
  scheduled: async (controller, env) => {
    await ensureDatabase(env.DB, env.ASSETS);
    const removed = await removeStaleUploads(env, controller.scheduledTime);
    if (removed > 0) console.log(`[cleanup] removed ${removed} review photo uploads no review took`);
  },
} satisfies ExportedHandler<OriginEnv>;

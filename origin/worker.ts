import { createOriginApp } from './app';
import { ensureDatabase } from './db/migrate';
import type { OriginEnv } from './env';
import { expireUnpaidOrders, ORDER_EXPIRY_CRON } from './order-expiry';
import { removeStaleUploads } from './upload-cleanup';

const app = createOriginApp();

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
  // The cron triggers (wrangler.toml): unpaid orders past their hold are cancelled and their
  // stock given back; hourly, uploads no review took within a day are removed.
  scheduled: async (controller, env) => {
    await ensureDatabase(env.DB, env.ASSETS);
    const cancelled = await expireUnpaidOrders(env.DB, controller.scheduledTime);
    if (cancelled > 0) console.log(`[expiry] cancelled ${cancelled} unpaid orders past their hold and gave their stock back`);
    if (controller.cron === ORDER_EXPIRY_CRON) return;
    const removed = await removeStaleUploads(env, controller.scheduledTime);
    if (removed > 0) console.log(`[cleanup] removed ${removed} review photo uploads no review took`);
  },
} satisfies ExportedHandler<OriginEnv>;

import { createOriginApp } from './app';
import type { OriginEnv } from './env';

const app = createOriginApp();

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
} satisfies ExportedHandler<OriginEnv>;

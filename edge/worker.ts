import { createEdgeApp } from './app';
import type { Env } from './env';

const app = createEdgeApp();

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
} satisfies ExportedHandler<Env>;

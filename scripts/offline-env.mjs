// Environment that keeps wrangler, miniflare and vitest off the network (TOOLCHAIN.md).
export const offlineEnv = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};

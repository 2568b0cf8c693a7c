// What each worker gets on top of its wrangler config and its .dev.vars under scripts/start.mjs.

/** What `--var` gave the edge under wrangler dev: the upstream, the clock, the origins, the tags, the shop's identity (issue 31 §1) and where errors are reported (issue 31 §5). */
const SHOP_VARS = [
  'SHOP_COMPANY_NAME',
  'SHOP_REPRESENTATIVE',
  'SHOP_BUSINESS_NUMBER',
  'SHOP_MAIL_ORDER_NUMBER',
  'SHOP_ADDRESS',
  'SHOP_CS_PHONE',
  'SHOP_CS_EMAIL',
  'SHOP_CS_HOURS',
  'SHOP_HOSTING_PROVIDER',
  'APP_STORE_ID',
  'PLAY_STORE_ID',
  'SENTRY_DSN',
  'RELEASE',
];
const TAG_VARS = ['TAG_SCRIPT_BASE', 'TAG_ANALYTICS_ID', 'TAG_AB_TEST_ID', 'TAG_ADVERTISING_IDS', 'TAG_RETARGETING_ID', 'TAG_SEARCH_AD_ID', 'TAG_CRM_ID'];
const EDGE_VARS = ['UPSTREAM_URL', 'STOREFRONT_NOW', 'PROMOTION_CALENDAR', 'SITE_ORIGIN', 'SHOP_ORIGIN', 'MYPAGE_ORIGIN', 'FLAGS_URL', ...TAG_VARS, ...SHOP_VARS];

/**
 * Both workers' vars. ENVIRONMENT is this start's own and wins over `.dev.vars`: that file is shared
 * by every start from one clone and rewritten by each, so a second start (an e2e server beside a
 * bench server) could otherwise flip the first one's environment between its write and its read.
 * @param {string} environment
 * @param {Record<string, string | undefined>} env
 */
export function startVars(environment, env) {
  const edge = Object.fromEntries(EDGE_VARS.filter((name) => env[name]).map((name) => [name, env[name]]));
  return { edge: { ...edge, ENVIRONMENT: environment }, origin: { ENVIRONMENT: environment } };
}

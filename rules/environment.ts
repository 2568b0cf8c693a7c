/**
 * Which conveniences a worker may offer, from its ENVIRONMENT var. Production is the default:
 * a worker deployed without settings, or with a value nobody recognises, is production (no
 * sandbox providers, no demo members, no clock override). Development is asked for by name
 * (`npm start` and the tests pass it).
 */
const DEVELOPMENT_NAMES = new Set(['development', 'dev', 'test']);

export function isDevelopment(environment: string | null | undefined): boolean {
  return typeof environment === 'string' && DEVELOPMENT_NAMES.has(environment.trim().toLowerCase());
}

/**
 * The path as routers see it (percent-decoded, dot segments and repeated slashes resolved,
 * lower case), so a prefix check cannot be dodged by `/sandbox/%69dentity`, `/x/../sandbox`
 * or `//sandbox`. Undecodable input is returned as the raw path lower-cased; it matches no
 * route anyway.
 */
export function normalisedPath(rawPath: string): string {
  let path = rawPath;
  for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(path); i++) {
    try {
      path = decodeURIComponent(path);
    } catch {
      break;
    }
  }
  const out: string[] = [];
  for (const segment of path.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return `/${out.join('/')}`.toLowerCase();
}

/** True when the path, however spelled, is under `/sandbox`. */
export function isSandboxPath(rawPath: string): boolean {
  const path = normalisedPath(rawPath);
  return path === '/sandbox' || path.startsWith('/sandbox/');
}

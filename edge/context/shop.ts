/**
 * The shop's identity for this deployment (issue 31 §1; src/shop/identity.ts), worked out once
 * per env object: the vars do not change between requests. A production value that is missing
 * or malformed is left out of pages and named by `/healthz` (`missingConfiguration`).
 */
import { memoizedPer } from '../../rules/memo';
import { resolveShopIdentity, type ResolvedShopIdentity } from '../../src/shop/identity';
import type { Env } from '../env';

const resolved = memoizedPer((env: Env) => resolveShopIdentity(env));

export function shopIdentityOf(env: Env | undefined): ResolvedShopIdentity {
  return env ? resolved(env) : resolveShopIdentity(undefined);
}

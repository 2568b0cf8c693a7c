/**
 * The origin's ES256 signing keys (docs/auth-contract.md, Tokens). Generated with WebCrypto on
 * first need and kept in D1 `signing_keys`, so every isolate signs with the same key and
 * nothing secret is committed. Two purposes: 'access' signs member access tokens, 'sandbox'
 * signs what the sandbox providers hand out (identity verification keys, social tokens). Only
 * access keys are published in the JWKS; sandbox tokens are verified here by `kid` and purpose,
 * so a sandbox token is never accepted as an access token (its issuer and audience differ too).
 */

import type { JWK } from 'jose';
import { authNowMs } from './clock';
import { randomToken } from './encoding';

export type KeyPurpose = 'access' | 'sandbox';
export const JWT_ALG = 'ES256';

/** A retired key keeps verifying (and stays in the JWKS) this long: longer than any token it signed. */
export const RETIRED_KEY_GRACE_MS = 60 * 60 * 1000;
/** How long an isolate trusts its copy of the key table before reading it again. */
const CACHE_MS = 60 * 1000;
/** An unknown `kid` rereads the table at most this often, so junk kids cannot hammer D1. */
const MISS_RELOAD_MS = 2 * 1000;

interface KeyRow {
  kid: string;
  purpose: KeyPurpose;
  private_jwk: string;
  public_jwk: string;
  created_at: number;
  retired_at: number | null;
}

export interface SigningKey {
  kid: string;
  purpose: KeyPurpose;
  createdAt: number;
  retiredAt: number | null;
  publicJwk: JWK;
  privateKey(): Promise<CryptoKey>;
  publicKey(): Promise<CryptoKey>;
}

interface KeyCache {
  loadedAt: number;
  keys: SigningKey[];
}

const caches = new WeakMap<D1Database, Promise<KeyCache>>();
const creating = new WeakMap<D1Database, Map<KeyPurpose, Promise<void>>>();

/**
 * Imported keys, per isolate by key id (issue 28): the table above is cached per binding
 * object, and a binding that is a new object on every request would otherwise import the same
 * key again on every request. A kid's key material never changes (a row is only ever retired),
 * and the JWK text is compared as well, so a kid met in another database with other material
 * (tests) is imported for that one. Bounded: a handful of keys are live at a time.
 */
export const IMPORTED_KEYS_MAX = 64;
const imported = new Map<string, { jwk: string; key: Promise<CryptoKey> }>();

/**
 * A stored JWK as the CryptoKey jose signs and verifies with: WebCrypto's own import, as the keys
 * were made and exported with WebCrypto (createKey). Only the curve fields are passed, so a private
 * key signs and a public one verifies, whatever else the row holds.
 */
function importEs256({ kty, crv, x, y, d }: JWK): Promise<CryptoKey> {
  return crypto.subtle.importKey('jwk', { kty, crv, x, y, d }, { name: 'ECDSA', namedCurve: 'P-256' }, false, [d === undefined ? 'verify' : 'sign']);
}

function importedKey(kid: string, half: 'private' | 'public', jwkText: string): Promise<CryptoKey> {
  const id = `${half}:${kid}`;
  const hit = imported.get(id);
  if (hit && hit.jwk === jwkText) return hit.key;
  const entry = { jwk: jwkText, key: importEs256(JSON.parse(jwkText) as JWK) };
  imported.delete(id);
  imported.set(id, entry);
  // A failed import is not kept: the next use tries again.
  entry.key.catch(() => imported.get(id) === entry && imported.delete(id));
  while (imported.size > IMPORTED_KEYS_MAX) imported.delete(imported.keys().next().value as string);
  return entry.key;
}

function toKey(row: KeyRow): SigningKey {
  return {
    kid: row.kid,
    purpose: row.purpose,
    createdAt: row.created_at,
    retiredAt: row.retired_at,
    publicJwk: JSON.parse(row.public_jwk) as JWK,
    privateKey: () => importedKey(row.kid, 'private', row.private_jwk),
    publicKey: () => importedKey(row.kid, 'public', row.public_jwk),
  };
}

async function readKeys(db: D1Database): Promise<KeyCache> {
  const now = authNowMs();
  const { results } = await db
    .prepare('SELECT * FROM signing_keys WHERE retired_at IS NULL OR retired_at > ? ORDER BY created_at DESC, kid DESC')
    .bind(now - RETIRED_KEY_GRACE_MS)
    .all<KeyRow>();
  return { loadedAt: now, keys: results.map(toKey) };
}

async function loadKeys(db: D1Database, maxAgeMs = CACHE_MS): Promise<SigningKey[]> {
  const cached = caches.get(db);
  if (cached) {
    const value = await cached.catch(() => null);
    if (value && authNowMs() - value.loadedAt < maxAgeMs && authNowMs() >= value.loadedAt) return value.keys;
  }
  const fresh = readKeys(db);
  caches.set(db, fresh);
  try {
    return (await fresh).keys;
  } catch (err) {
    caches.delete(db);
    throw err;
  }
}

async function createKey(db: D1Database, purpose: KeyPurpose): Promise<void> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const kid = `${purpose}-${randomToken(12)}`;
  const privateJwk = { ...((await crypto.subtle.exportKey('jwk', pair.privateKey)) as JWK), kid, alg: JWT_ALG };
  const publicJwk = (await crypto.subtle.exportKey('jwk', pair.publicKey)) as JWK;
  const published: JWK = { kty: publicJwk.kty, crv: publicJwk.crv, x: publicJwk.x, y: publicJwk.y, kid, alg: JWT_ALG, use: 'sig' };
  await db
    .prepare('INSERT INTO signing_keys (kid, purpose, private_jwk, public_jwk, created_at) VALUES (?, ?, ?, ?, ?)')
    .bind(kid, purpose, JSON.stringify(privateJwk), JSON.stringify(published), authNowMs())
    .run();
}

/** One creation per database and purpose at a time within this isolate. */
function createOnce(db: D1Database, purpose: KeyPurpose): Promise<void> {
  let byPurpose = creating.get(db);
  if (!byPurpose) {
    byPurpose = new Map();
    creating.set(db, byPurpose);
  }
  let pending = byPurpose.get(purpose);
  if (!pending) {
    pending = createKey(db, purpose).finally(() => byPurpose.delete(purpose));
    byPurpose.set(purpose, pending);
  }
  return pending;
}

/**
 * The key to sign with: the newest active key of the purpose, made on first need. When two
 * isolates both create one, both stay valid and everyone converges on the newer.
 */
export async function activeKey(db: D1Database, purpose: KeyPurpose): Promise<SigningKey> {
  const pick = (keys: SigningKey[]) => keys.find((k) => k.purpose === purpose && k.retiredAt === null);
  const found = pick(await loadKeys(db));
  if (found) return found;
  const reread = pick(await loadKeys(db, 0));
  if (reread) return reread;
  await createOnce(db, purpose);
  const made = pick(await loadKeys(db, 0));
  if (!made) throw new Error(`no ${purpose} signing key after creating one`);
  return made;
}

/** The verification key for a token's `kid`, if it is ours, of this purpose and not long retired. */
export async function verificationKey(db: D1Database, kid: unknown, purpose: KeyPurpose): Promise<CryptoKey | null> {
  if (typeof kid !== 'string' || kid.length === 0 || kid.length > 100) return null;
  const match = (keys: SigningKey[]) => keys.find((k) => k.kid === kid && k.purpose === purpose);
  let key = match(await loadKeys(db));
  // A key made by another isolate since our last read: read once more, but not for every junk kid.
  if (!key) key = match(await loadKeys(db, MISS_RELOAD_MS));
  if (!key) return null;
  if (key.retiredAt !== null && key.retiredAt <= authNowMs() - RETIRED_KEY_GRACE_MS) return null;
  return key.publicKey();
}

/**
 * The published key set: every active and recently retired access key. Sandbox keys are
 * verified inside this origin only and never published, so no verifier of access tokens can
 * be handed a sandbox-signed token that checks out.
 */
export async function publicJwks(db: D1Database): Promise<{ keys: JWK[] }> {
  await activeKey(db, 'access');
  const keys = await loadKeys(db);
  return { keys: keys.filter((k) => k.purpose === 'access').map((k) => k.publicJwk) };
}

/** Retires the active keys of the given purposes and makes new ones (development only). */
export async function rotateKeys(db: D1Database, purposes: KeyPurpose[] = ['access', 'sandbox']): Promise<string[]> {
  const now = authNowMs();
  for (const purpose of purposes) {
    await db.prepare('UPDATE signing_keys SET retired_at = ? WHERE purpose = ? AND retired_at IS NULL').bind(now, purpose).run();
    await createOnce(db, purpose);
  }
  const keys = await loadKeys(db, 0);
  return purposes.map((p) => keys.find((k) => k.purpose === p && k.retiredAt === null)?.kid ?? '');
}

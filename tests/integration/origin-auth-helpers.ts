import { env } from 'cloudflare:workers';
import { createOriginApp } from '../../origin/app';
import { setAuthClock } from '../../origin/auth/clock';
import { hashPassword } from '../../origin/auth/password';
import { ensureDatabase } from '../../origin/db/migrate';
import type { OriginEnv } from '../../origin/env';

/** Shared plumbing of the origin-auth-*.test.ts files: the origin in-process and its members. */
export const DB = (env as unknown as { DB: D1Database }).DB;
export const REVIEW_PHOTOS = (env as unknown as { REVIEW_PHOTOS: R2Bucket }).REVIEW_PHOTOS;
export const originEnv: OriginEnv = { DB, REVIEW_PHOTOS, FLAGS_KEY: 'integration-test-flags-key', ENVIRONMENT: 'test' };
const app = createOriginApp();

export interface Answer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: { result?: string; data?: T; errorCode?: string; message?: string } & Record<string, unknown>;
}

export async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  opts: { json?: unknown; raw?: string; token?: string; headers?: Record<string, string>; env?: OriginEnv } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token !== undefined) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.json !== undefined) {
    body = JSON.stringify(opts.json);
    headers['content-type'] = 'application/json';
  } else if (opts.raw !== undefined) {
    body = opts.raw;
    headers['content-type'] = 'application/json';
  }
  const res = await app.fetch(new Request(`http://origin.internal${path}`, { method, headers, body, redirect: 'manual' }), opts.env ?? originEnv);
  const text = await res.text();
  let parsed: Answer<T>['body'] = {};
  try {
    parsed = JSON.parse(text) as Answer<T>['body'];
  } catch {
    parsed = { text };
  }
  return { status: res.status, headers: res.headers, body: parsed };
}

export const rawFetch = (request: Request, e: OriginEnv = originEnv) => app.fetch(request, e);

let counter = 0;
/** A throwaway member, so tests that change passwords or lock ids leave the demo members alone. */
export async function createMember(opts: { password?: string; name?: string; grade?: number | null; passwordHash?: string | null } = {}) {
  await ensureDatabase(DB);
  const userId = `t${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 8)}@test.example`;
  const password = opts.password ?? 'pass1234!';
  const hash = opts.passwordHash === undefined ? await hashPassword(password) : opts.passwordHash;
  const row = await DB.prepare(
    `INSERT INTO members (user_id, email, password_hash, name, gender, birth_date, grade, created_at, updated_at)
     VALUES (?, ?, ?, ?, 'F', '1995-03-04', ?, ?, ?) RETURNING user_no`,
  )
    .bind(userId, userId, hash, opts.name ?? '테스트', opts.grade === undefined ? 50 : opts.grade, Date.now(), Date.now())
    .first<{ user_no: number }>();
  return { userId, password, userNo: row!.user_no };
}

export interface LoginData {
  accessToken: string;
  refreshToken: string;
  userNo: number;
  userId: string;
  [key: string]: unknown;
}

export async function login(id: string, password: string): Promise<LoginData> {
  const res = await call<LoginData>('POST', '/user/login', { json: { id, password } });
  if (res.status !== 200 || !res.body.data) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Runs `fn` with the auth clock at `at` (and restores the real clock after). */
export async function at<T>(when: Date, fn: () => Promise<T>): Promise<T> {
  setAuthClock(() => when);
  try {
    return await fn();
  } finally {
    setAuthClock(null);
  }
}

export const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000);

import { decodeJwt } from 'jose';
import { expect } from 'vitest';
import type { OriginEnv } from '../../origin/env';
import { call, createMember, login, originEnv, rawFetch } from './origin-auth-helpers';

/**
 * Shared plumbing of the origin-identity-*.test.ts and origin-actions-*.test.ts files: people
 * who type into the sandbox provider, keys obtained by posting its form, and members at each
 * stage of verification, each made fresh so no test leans on another's state.
 */
export { call, originEnv, rawFetch };

export const STOREFRONT = 'http://127.0.0.1:8787';

export interface Person {
  name: string;
  birthDate: string;
  gender: 'M' | 'F';
  phone: string;
}

let seq = 0;
/** A person with a phone number no other test uses, so their CI is theirs alone. */
export function person(overrides: Partial<Person> = {}): Person {
  const digits = `${Date.now() % 1e5}${(seq++ % 100).toString().padStart(2, '0')}${Math.floor(Math.random() * 10)}`.slice(-8).padStart(8, '0');
  return { name: '김테스트', birthDate: '1995-03-04', gender: 'F', phone: `010${digits}`, ...overrides };
}

/** 'yyyy-MM-dd' of the Seoul date `years` years (and `days` days) before today. */
export function bornYearsAgo(years: number, days = 0): string {
  const today = new Date(Date.now() + 9 * 3_600_000);
  const d = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() - days));
  return d.toISOString().slice(0, 10);
}

export async function postSandboxForm(fields: Record<string, string>, opts: { userAgent?: string; env?: OriginEnv } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (opts.userAgent) headers['user-agent'] = opts.userAgent;
  const res = await rawFetch(new Request('http://localhost:8787/sandbox/identity', { method: 'POST', headers, body: new URLSearchParams(fields).toString() }), opts.env ?? originEnv);
  return { status: res.status, headers: res.headers, html: await res.text() };
}

const decodeNumericEntities = (s: string) => s.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
export const attr = (html: string, name: string): string | null => {
  const m = new RegExp(`${name}="([^"]*)"`).exec(html);
  return m ? decodeNumericEntities(m[1]!) : null;
};

/** A verification key, the way the shopper gets one: by submitting the sandbox form. */
export async function sandboxKey(purpose: 'ci' | 'adult', who: Person): Promise<string> {
  const res = await postSandboxForm({ purpose, origin: STOREFRONT, ...who });
  expect(res.status, res.html).toBe(200);
  const key = attr(res.html, 'data-key');
  expect(key).toBeTruthy();
  expect(decodeJwt(key!).purpose).toBe(purpose);
  return key!;
}

export interface TestMember {
  userNo: number;
  userId: string;
  token: string;
  name: string;
}

/** A new member who has verified nothing yet (no CI); `name` is the sign-up name. */
export async function newMember(name = '김테스트'): Promise<TestMember> {
  const m = await createMember({ name });
  const session = await login(m.userId, m.password);
  return { userNo: m.userNo, userId: m.userId, token: session.accessToken, name };
}

export async function verifyIdentity(member: TestMember, who: Person) {
  return call<{ gender: string; birthDate: string }>('POST', '/api/v6/users/personal-info', {
    token: member.token,
    json: { identityVerificationToken: await sandboxKey('ci', who), type: 'UNKNOWN_CI_VERIFICATION' },
  });
}

export async function verifyAdult(member: TestMember, who: Person) {
  return call<AdultData>('POST', '/api/v5/users/adult-verification', { token: member.token, json: { adultVerificationKey: await sandboxKey('adult', who) } });
}

export interface AdultData {
  isAdult: boolean;
  isRequiredAdultVerification: boolean;
  isIdentityVerificationRequired: boolean;
}

/** A member whose identity (CI) is verified as `who` (named as they are). */
export async function identifiedMember(who: Person): Promise<TestMember> {
  const member = await newMember(who.name);
  const res = await verifyIdentity(member, who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return member;
}

/** A member who verified identity and then adulthood as `who` (an adult or not, by birth date). */
export async function adultVerifiedMember(who: Person): Promise<TestMember> {
  const member = await identifiedMember(who);
  const res = await verifyAdult(member, who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return member;
}

/**
 * The demo members (docs/auth-contract.md), password `demo1234!`:
 * - adult@demo.test — identity verified, born 1990-05-05, not yet adult-verified;
 * - minor@demo.test — identity verified, 17 years and about half a year old on the day the
 *   seed runs (Seoul date), so they stay a minor for a year and a half of demos;
 * - fresh@demo.test — never verified (no birth date, no CI).
 * Every name is set, so the same-name rule of identity verification can be tried. The
 * verified members' CI and DI are what the sandbox identity provider derives from their name,
 * birth date and phone (origin/sandbox/identity/ci.ts), so verifying as themselves in the
 * sandbox popup matches the CI on file.
 *
 * The seed runs on the first request that needs members (see `ensureMembersSeeded`), with the
 * auth clock of that moment; rows already there are left alone.
 */

import { MemberGrade } from '../../../schemas/member-grade';
import { authNow } from '../../auth/clock';
import { hashPassword } from '../../auth/password';
import { seoulToday } from '../../../rules/seoul-time';
import { ciOf, diOf } from '../../sandbox/identity/ci';
import { seedSampleGrants } from './sample-grants';

export const DEMO_PASSWORD = 'demo1234!';

export interface DemoMember {
  user_no: number;
  user_id: string;
  name: string;
  cell: string;
  gender: 'M' | 'F';
  birth_date: string | null;
  identity_verified: boolean;
  grade: number;
  /** My page's balances (won); a negative mileage is a clawed-back balance, shown as 0. */
  mileage: number;
  deposit: number;
  /** Coupons handed out, by days until they expire; `used` ones do not count; `worth` as in 0033. */
  coupons: { name: string; days: number; used?: boolean; worth: CouponWorth }[];
  /** The mileage history behind `mileage` (oldest first, by days ago): its amounts add up to it. */
  mileageHistory: { amount: number; kind: 'EARN_REVIEW' | 'EARN_EVENT' | 'USE_ORDER' | 'CLAWBACK'; daysAgo: number }[];
}

/** 'yyyy-MM-dd' of the Seoul date at `now`, moved back by whole years and days. */
export function seoulDateBefore(now: Date, years: number, days: number): string {
  const today = seoulToday(now);
  if (!today) throw new Error('invalid seed clock');
  const d = new Date(Date.UTC(today.year - years, today.month - 1, today.day - days));
  return d.toISOString().slice(0, 10);
}

/** What a coupon takes off (member_coupons' discount columns, rules/coupon.ts). */
export interface CouponWorth {
  type: 'AMOUNT' | 'RATE';
  value: number;
  max: number;
  minOrder: number;
}

const WELCOME_COUPON: CouponWorth = { type: 'RATE', value: 10, max: 10_000, minOrder: 0 };

export function demoMembers(now: Date): DemoMember[] {
  return [
    {
      user_no: 1001,
      user_id: 'adult@demo.test',
      name: '어른이',
      cell: '010-0000-1001',
      gender: 'M',
      birth_date: '1990-05-05',
      identity_verified: true,
      grade: MemberGrade.VIP,
      mileage: 12_500,
      deposit: 3_000,
      coupons: [
        { name: '신규 가입 10% 할인', days: 30, worth: WELCOME_COUPON },
        { name: '주말 5,000원 할인', days: 7, worth: { type: 'AMOUNT', value: 5000, max: 0, minOrder: 50_000 } },
        { name: '지난달 무료배송', days: 3, used: true, worth: { type: 'AMOUNT', value: 3000, max: 0, minOrder: 0 } },
        { name: '작년 시즌오프 15% 할인', days: -10, worth: { type: 'RATE', value: 15, max: 30_000, minOrder: 0 } },
      ],
      mileageHistory: [
        { amount: 10_000, kind: 'EARN_EVENT', daysAgo: 40 },
        { amount: 500, kind: 'EARN_REVIEW', daysAgo: 20 },
        { amount: 3_000, kind: 'EARN_EVENT', daysAgo: 12 },
        { amount: -1_000, kind: 'USE_ORDER', daysAgo: 5 },
      ],
    },
    {
      user_no: 1002,
      user_id: 'minor@demo.test',
      name: '미성년',
      cell: '010-0000-1002',
      gender: 'F',
      birth_date: seoulDateBefore(now, 17, 180),
      identity_verified: true,
      grade: MemberGrade.GREEN,
      mileage: -200,
      deposit: 0,
      coupons: [{ name: '신규 가입 10% 할인', days: 30, worth: WELCOME_COUPON }],
      mileageHistory: [
        { amount: 300, kind: 'EARN_REVIEW', daysAgo: 30 },
        { amount: -500, kind: 'CLAWBACK', daysAgo: 10 },
      ],
    },
    {
      user_no: 1003,
      user_id: 'fresh@demo.test',
      name: '새회원',
      cell: '010-0000-1003',
      gender: 'F',
      birth_date: null,
      identity_verified: false,
      grade: MemberGrade.GREEN,
      mileage: 0,
      deposit: 0,
      coupons: [],
      mileageHistory: [],
    },
  ];
}

/** The CI and DI the sandbox provider gives this member (null for the never-verified one). */
export async function demoIdentity(m: DemoMember): Promise<{ ci: string | null; di: string | null }> {
  if (!m.identity_verified || !m.birth_date) return { ci: null, di: null };
  const person = { name: m.name, birthDate: m.birth_date, phone: m.cell.replace(/\D/g, '') };
  return { ci: await ciOf(person), di: await diOf(person) };
}

export async function seedMembers(db: D1Database, now: Date): Promise<void> {
  const at = now.getTime();
  const statements: D1PreparedStatement[] = [];
  for (const m of demoMembers(now)) {
    const { ci, di } = await demoIdentity(m);
    statements.push(
      db
        .prepare(
          `INSERT OR IGNORE INTO members (user_no, user_id, email, password_hash, name, cell, gender, birth_date, ci, di,
             identity_verified_at, grade, is_receive_email, is_personal_info_agree, is_email_verify, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, 1, 1, ?, ?)`,
        )
        .bind(m.user_no, m.user_id, m.user_id, await hashPassword(DEMO_PASSWORD), m.name, m.cell, m.gender, m.birth_date, ci, di, m.identity_verified ? at : null, m.grade, at, at),
    );
  }
  await db.batch(statements);
}

/**
 * The demo members' balances and coupons, once per database: also for databases whose members
 * were seeded before the wallet existed (0007), so my page has figures to show.
 */
async function seedWallets(db: D1Database, now: Date): Promise<void> {
  const members = demoMembers(now);
  const marker = await db
    .prepare(`SELECT COUNT(*) AS n FROM member_coupons WHERE user_no IN (${members.map(() => '?').join(', ')})`)
    .bind(...members.map((m) => m.user_no))
    .first<{ n: number }>();
  if ((marker?.n ?? 0) > 0) return;
  const at = now.getTime();
  const statements: D1PreparedStatement[] = [];
  for (const m of members) {
    statements.push(db.prepare('UPDATE members SET mileage = ?, deposit = ? WHERE user_no = ?').bind(m.mileage, m.deposit, m.user_no));
    if (m.user_no === 1001) {
      // The same default address 0033 gives a member seeded before it.
      statements.push(
        db
          .prepare(
            `INSERT INTO member_addresses (user_no, label, recipient_name, recipient_phone, zipcode, address, address_detail, is_default, created_at)
             SELECT ?1, '집', ?2, ?3, '04524', '서울특별시 중구 세종대로 110', '3층', 1, ?4 WHERE NOT EXISTS (SELECT 1 FROM member_addresses WHERE user_no = ?1)`,
          )
          .bind(m.user_no, m.name, m.cell, at),
      );
    }
    for (const coupon of m.coupons) {
      statements.push(
        db
          .prepare('INSERT INTO member_coupons (user_no, name, expires_at, used_at, discount_type, discount_value, max_discount, min_order_amount) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
          .bind(m.user_no, coupon.name, at + coupon.days * 86_400_000, coupon.used ? at : null, coupon.worth.type, coupon.worth.value, coupon.worth.max, coupon.worth.minOrder),
      );
    }
  }
  await db.batch(statements);
}

/** Demo coupons seeded before 0033 gave coupons a worth get theirs (by name; only the demo members'). */
async function repairCouponWorth(db: D1Database): Promise<void> {
  const statements: D1PreparedStatement[] = [];
  for (const m of demoMembers(authNow())) {
    for (const c of m.coupons) {
      statements.push(
        db
          .prepare('UPDATE member_coupons SET discount_type = ?, discount_value = ?, max_discount = ?, min_order_amount = ? WHERE user_no = ? AND name = ? AND discount_value = 0')
          .bind(c.worth.type, c.worth.value, c.worth.max, c.worth.minOrder, m.user_no, c.name),
      );
    }
  }
  await db.batch(statements);
}

/**
 * The demo members' mileage history (0034), once per database: also where the wallets were
 * seeded before the ledger existed, so the mileage page has entries that add up to the balance.
 */
async function seedMileageHistory(db: D1Database, now: Date): Promise<void> {
  const members = demoMembers(now);
  const marker = await db
    .prepare(`SELECT COUNT(*) AS n FROM mileage_ledger WHERE user_no IN (${members.map(() => '?').join(', ')})`)
    .bind(...members.map((m) => m.user_no))
    .first<{ n: number }>();
  if ((marker?.n ?? 0) > 0) return;
  const statements = members.flatMap((m) =>
    m.mileageHistory.map((e) =>
      db.prepare('INSERT INTO mileage_ledger (user_no, amount, kind, created_at) VALUES (?, ?, ?, ?)').bind(m.user_no, e.amount, e.kind, now.getTime() - e.daysAgo * 86_400_000),
    ),
  );
  if (statements.length > 0) await db.batch(statements);
}

/** Databases seeded before the CI matched the sandbox provider's get the real values. */
async function repairPlaceholderIdentity(db: D1Database): Promise<void> {
  const stale = await db.prepare("SELECT user_id, birth_date FROM members WHERE ci LIKE 'sandbox-ci-demo-%'").all<{ user_id: string; birth_date: string | null }>();
  if (stale.results.length === 0) return;
  const statements: D1PreparedStatement[] = [];
  for (const row of stale.results) {
    const m = demoMembers(authNow()).find((d) => d.user_id === row.user_id);
    if (!m) continue;
    const { ci, di } = await demoIdentity({ ...m, birth_date: row.birth_date });
    statements.push(db.prepare('UPDATE members SET ci = ?, di = ? WHERE user_id = ?').bind(ci, di, row.user_id));
  }
  if (statements.length > 0) await db.batch(statements);
}

const seeded = new WeakMap<D1Database, Promise<void>>();

/**
 * Seeds the demo members once per database binding in this isolate (the tables come from the
 * 0004 migration, applied by ensureDatabase before this runs). Skips the password hashing when
 * they are already there. A failure is not remembered, so the next request tries again.
 */
export function ensureMembersSeeded(db: D1Database): Promise<void> {
  let pending = seeded.get(db);
  if (!pending) {
    pending = (async () => {
      const ids = demoMembers(authNow()).map((m) => m.user_id);
      const { results } = await db
        .prepare(`SELECT user_id FROM members WHERE user_id IN (${ids.map(() => '?').join(', ')})`)
        .bind(...ids)
        .all<{ user_id: string }>();
      if (results.length < ids.length) await seedMembers(db, authNow());
      await repairPlaceholderIdentity(db);
      await seedWallets(db, authNow());
      await repairCouponWorth(db);
      await seedMileageHistory(db, authNow());
      await seedSampleGrants(db, authNow());
    })().catch((err: unknown) => {
      seeded.delete(db);
      throw err;
    });
    seeded.set(db, pending);
  }
  return pending;
}

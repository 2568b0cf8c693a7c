/**
 * The member's address book (ours, docs/auth-contract.md; issue 29 §1, issue 31 §3), shared by
 * the checkout's 배송지 and account edit, members only:
 * - `GET /api/v4/addresses`: the saved addresses, the default first, then the newest;
 * - `POST /api/v4/addresses`: one more (at most MAX_SAVED_ADDRESSES, checked in the INSERT);
 * - `PUT /api/v4/addresses/{addressNo}`, `DELETE …`, `POST …/default`.
 * Exactly one address is the default while any exist: each change that moves it is one
 * statement or one batch (a transaction), so twenty at once neither pass the cap nor leave two
 * defaults. Another member's address answers 404 like an unknown one.
 */
import { Hono } from 'hono/tiny';
import { MAX_SAVED_ADDRESSES } from '../../rules/address-book';
import { AddressRequestSchema, type AddressRequest } from '../../schemas/requests/checkout-form';
import { requireMember, type MemberAppEnv } from '../auth/require-member';
import { ko } from '../copy/ko';
import { fail, ok } from '../http';
import { readJson } from './json-body';

export const addressBookRoute = new Hono<MemberAppEnv>();

const t = ko.checkoutForm;
export const ADDRESS_FIELD_MESSAGES = {
  label: t.label,
  recipientName: t.recipientName,
  recipientPhone: t.recipientPhone,
  zipcode: t.zipcode,
  address: t.address,
  addressDetail: t.addressDetail,
  deliveryRequest: t.deliveryRequest,
};

interface AddressRow {
  address_no: number;
  label: string;
  recipient_name: string;
  recipient_phone: string;
  zipcode: string;
  address: string;
  address_detail: string;
  is_default: number;
}

const COLUMNS = 'address_no, label, recipient_name, recipient_phone, zipcode, address, address_detail, is_default';

export const addressAnswer = (r: AddressRow) => ({
  addressNo: r.address_no,
  label: r.label,
  recipientName: r.recipient_name,
  recipientPhone: r.recipient_phone,
  zipcode: r.zipcode,
  address: r.address,
  addressDetail: r.address_detail,
  isDefault: r.is_default === 1,
});

export async function listAddresses(db: D1Database, userNo: number) {
  const { results } = await db.prepare(`SELECT ${COLUMNS} FROM member_addresses WHERE user_no = ? ORDER BY is_default DESC, address_no DESC`).bind(userNo).all<AddressRow>();
  return results.map(addressAnswer);
}

/**
 * The statements that add `a` for `userNo` (nothing when the book is full): the new row is the
 * default when asked or when the member has none; a newer default then clears the older one.
 * `RETURNING` on the first tells whether it was added.
 */
/**
 * `onlyIf`: a further condition of the INSERT (its placeholders from ?11 on), so a caller's
 * batch saves the address only when its own change went through.
 */
export function addAddressStatements(db: D1Database, userNo: number, a: AddressRequest, now: number, onlyIf?: { sql: string; binds: unknown[] }): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO member_addresses (user_no, label, recipient_name, recipient_phone, zipcode, address, address_detail, is_default, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7,
           CASE WHEN ?8 = 1 OR NOT EXISTS (SELECT 1 FROM member_addresses WHERE user_no = ?1 AND is_default = 1) THEN 1 ELSE 0 END, ?9
         WHERE (SELECT COUNT(*) FROM member_addresses WHERE user_no = ?1) < ?10${onlyIf ? ` AND ${onlyIf.sql}` : ''}
         RETURNING address_no`,
      )
      .bind(userNo, a.label, a.recipientName, a.recipientPhone, a.zipcode, a.address, a.addressDetail, a.isDefault ? 1 : 0, now, MAX_SAVED_ADDRESSES, ...(onlyIf?.binds ?? [])),
    keepNewestDefault(db, userNo),
    syncMemberAddress(db, userNo),
  ];
}

/**
 * The member's own address (user info's zipcode, address and detail, spec 3.7) is the default
 * saved one, written in the same batch as every change of the book; '' once the book is empty.
 */
const syncMemberAddress = (db: D1Database, userNo: number) =>
  db
    .prepare(
      `UPDATE members SET
         zipcode = COALESCE((SELECT zipcode FROM member_addresses WHERE user_no = ?1 AND is_default = 1), ''),
         address = COALESCE((SELECT address FROM member_addresses WHERE user_no = ?1 AND is_default = 1), ''),
         address_detail = COALESCE((SELECT address_detail FROM member_addresses WHERE user_no = ?1 AND is_default = 1), '')
       WHERE user_no = ?1`,
    )
    .bind(userNo);

/** Of several defaults (a new one was just written), the newest stays. */
const keepNewestDefault = (db: D1Database, userNo: number) =>
  db
    .prepare(
      `UPDATE member_addresses SET is_default = 0 WHERE user_no = ?1 AND is_default = 1
         AND address_no < (SELECT MAX(address_no) FROM member_addresses WHERE user_no = ?1 AND is_default = 1)`,
    )
    .bind(userNo);

/** `addressNo` becomes the default and every other one not, in one statement; nothing when it is not the member's. */
const makeDefault = (db: D1Database, userNo: number, addressNo: number) =>
  db
    .prepare(
      `UPDATE member_addresses SET is_default = CASE WHEN address_no = ?2 THEN 1 ELSE 0 END
       WHERE user_no = ?1 AND EXISTS (SELECT 1 FROM member_addresses WHERE user_no = ?1 AND address_no = ?2)`,
    )
    .bind(userNo, addressNo);

const addressNoOf = (raw: string): number | null => (/^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null);

addressBookRoute.get('/api/v4/addresses', requireMember, async (c) => ok(c, { addresses: await listAddresses(c.env.DB, c.var.member.userNo), max: MAX_SAVED_ADDRESSES }));

addressBookRoute.post('/api/v4/addresses', requireMember, async (c) => {
  const input = await readJson(c, AddressRequestSchema, { fieldMessages: ADDRESS_FIELD_MESSAGES });
  if (!input.ok) return input.response;
  const db = c.env.DB;
  const userNo = c.var.member.userNo;
  const [added] = await db.batch<{ address_no: number }>(addAddressStatements(db, userNo, input.value, Date.now()));
  if (!added?.results[0]) return fail(c, 409, 'ADDRESS_BOOK_FULL', t.addressBookFull(MAX_SAVED_ADDRESSES));
  return ok(c, { addressNo: added.results[0].address_no, addresses: await listAddresses(db, userNo) });
});

addressBookRoute.put('/api/v4/addresses/:addressNo', requireMember, async (c) => {
  const addressNo = addressNoOf(c.req.param('addressNo'));
  if (addressNo === null) return fail(c, 404, 'ADDRESS_NOT_FOUND', t.addressNotFound);
  const input = await readJson(c, AddressRequestSchema, { fieldMessages: ADDRESS_FIELD_MESSAGES });
  if (!input.ok) return input.response;
  const a = input.value;
  const db = c.env.DB;
  const userNo = c.var.member.userNo;
  const statements = [
    db
      .prepare(
        `UPDATE member_addresses SET label = ?3, recipient_name = ?4, recipient_phone = ?5, zipcode = ?6, address = ?7, address_detail = ?8
         WHERE address_no = ?1 AND user_no = ?2 RETURNING address_no`,
      )
      .bind(addressNo, userNo, a.label, a.recipientName, a.recipientPhone, a.zipcode, a.address, a.addressDetail),
  ];
  // Unticking the default does not leave the book without one: another is chosen by setting it.
  if (a.isDefault) statements.push(makeDefault(db, userNo, addressNo));
  statements.push(syncMemberAddress(db, userNo));
  const [updated] = await db.batch<{ address_no: number }>(statements);
  if (!updated?.results[0]) return fail(c, 404, 'ADDRESS_NOT_FOUND', t.addressNotFound);
  return ok(c, { addressNo, addresses: await listAddresses(db, userNo) });
});

addressBookRoute.post('/api/v4/addresses/:addressNo/default', requireMember, async (c) => {
  const addressNo = addressNoOf(c.req.param('addressNo'));
  if (addressNo === null) return fail(c, 404, 'ADDRESS_NOT_FOUND', t.addressNotFound);
  const db = c.env.DB;
  const userNo = c.var.member.userNo;
  const [done] = await db.batch([makeDefault(db, userNo, addressNo), syncMemberAddress(db, userNo)]);
  if (!done || done.meta.changes === 0) return fail(c, 404, 'ADDRESS_NOT_FOUND', t.addressNotFound);
  return ok(c, { addressNo, addresses: await listAddresses(db, userNo) });
});

addressBookRoute.delete('/api/v4/addresses/:addressNo', requireMember, async (c) => {
  const addressNo = addressNoOf(c.req.param('addressNo'));
  if (addressNo === null) return fail(c, 404, 'ADDRESS_NOT_FOUND', t.addressNotFound);
  const db = c.env.DB;
  const userNo = c.var.member.userNo;
  const [deleted] = await db.batch<{ address_no: number }>([
    db.prepare('DELETE FROM member_addresses WHERE address_no = ? AND user_no = ? RETURNING address_no').bind(addressNo, userNo),
    // The default gone, the newest left takes its place.
    db
      .prepare(
        `UPDATE member_addresses SET is_default = 1 WHERE user_no = ?1
           AND address_no = (SELECT MAX(address_no) FROM member_addresses WHERE user_no = ?1)
           AND NOT EXISTS (SELECT 1 FROM member_addresses WHERE user_no = ?1 AND is_default = 1)`,
      )
      .bind(userNo),
    syncMemberAddress(db, userNo),
  ]);
  if (!deleted?.results[0]) return fail(c, 404, 'ADDRESS_NOT_FOUND', t.addressNotFound);
  return ok(c, { addressNo, addresses: await listAddresses(db, userNo) });
});

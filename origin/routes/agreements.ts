/**
 * Consents (spec 3.8, 7; issue 11 item 6): `GET/POST /api/v4/agreements` (privacy and the three
 * advertising channels with their terms versions) and `GET/POST /api/v4/notifications/agreements`
 * (privacy and one advertising answer; a `type` of SMS, PUSH or EMAIL names the channel, none
 * means every channel). Members only.
 *
 * Concurrent writes: a change names only the consents it touches (rules/agreements.ts) and is
 * one UPDATE that sets only those columns, so two tabs changing different consents at the same
 * moment both keep their change; two changes of the same consent end as the later write. The
 * answer is what was stored, which the page settles to. Every change counts up
 * `agreements_revision` (migration 0030), which the full answer carries as `agreementsRevision`:
 * a change that sends it back is a compare-and-set in the same UPDATE's WHERE, so a stale tab
 * (one that sends the full set it read before another tab's change) is answered 409
 * AGREEMENTS_CHANGED with the current consents instead of silently undoing that change.
 */

import { Hono } from 'hono/tiny';
import { FullAgreementUpdateSchema, NotificationAgreementUpdateSchema, type FullAgreementInput } from '../../schemas/agreement';
import { AGREEMENT_CHANNELS, CURRENT_AGREEMENT_VERSION, recordedVersions, advertisingOf, channelOfType, type AgreementChange, type StoredAgreements } from '../../rules/agreements';
import { authNowMs } from '../auth/clock';
import { requireMember, type MemberAppEnv } from '../auth/require-member';
import { ko } from '../copy/ko';
import { fail, failWith, ok } from '../http';
import { readJson } from './json-body';

export const agreementsRoute = new Hono<MemberAppEnv>();

interface AgreementRow {
  agreements_revision: number;
  is_personal_info_agree: number;
  is_receive_sms: number;
  is_receive_push: number;
  is_receive_email: number;
  privacy_agreement_version: string | null;
  advertising_agreement_version: string | null;
}

const COLUMNS = 'agreements_revision, is_personal_info_agree, is_receive_sms, is_receive_push, is_receive_email, privacy_agreement_version, advertising_agreement_version';
const CHANNEL_COLUMN = { sms: 'is_receive_sms', push: 'is_receive_push', email: 'is_receive_email' } as const;

const version = (v: string | null): 'V1' | 'V2' | null => (v === 'V1' || v === 'V2' ? v : null);

interface Stored extends StoredAgreements {
  revision: number;
}

function storedOf(row: AgreementRow): Stored {
  return withRecorded({
    revision: row.agreements_revision,
    privacy: row.is_personal_info_agree === 1,
    sms: row.is_receive_sms === 1,
    push: row.is_receive_push === 1,
    email: row.is_receive_email === 1,
    privacyVersion: version(row.privacy_agreement_version),
    advertisingVersion: version(row.advertising_agreement_version),
  });
}

const withRecorded = (s: Stored): Stored => ({ ...s, ...recordedVersions(s) });

function fullAnswer(s: Stored): FullAgreementInput {
  return {
    agreementsRevision: s.revision,
    privacyAgreement: s.privacy,
    smsAdvertisingAgreement: s.sms,
    pushAdvertisingAgreement: s.push,
    emailAdvertisingAgreement: s.email,
    privacyAgreementVersion: s.privacyVersion,
    advertisingAgreementVersion: s.advertisingVersion,
  };
}

const notificationAnswer = (s: StoredAgreements) => ({ privacyAgreement: s.privacy, advertisingAgreement: advertisingOf(s) });

async function readStored(db: D1Database, userNo: number): Promise<Stored | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM members WHERE user_no = ?`).bind(userNo).first<AgreementRow>();
  return row ? storedOf(row) : null;
}

/**
 * Applies `change` in one statement that sets only the touched columns (the same meaning as
 * applyAgreementChange, which the tests hold it to), and answers what is stored afterwards;
 * with `basedOn`, only while the stored revision is still that one. Null: nothing written.
 */
async function writeChange(db: D1Database, userNo: number, change: AgreementChange, basedOn?: number): Promise<Stored | null> {
  const sets: string[] = [];
  const binds: Array<number | string> = [];
  const set = (column: string, value: number | string) => {
    binds.push(value);
    sets.push(`${column} = ?${binds.length}`);
  };
  if (change.privacy !== undefined) set('is_personal_info_agree', change.privacy ? 1 : 0);
  for (const channel of AGREEMENT_CHANNELS) {
    const v = change[channel];
    if (v !== undefined) set(CHANNEL_COLUMN[channel], v ? 1 : 0);
  }
  if (change.privacy === true) set('privacy_agreement_version', CURRENT_AGREEMENT_VERSION);
  if (AGREEMENT_CHANNELS.some((k) => change[k] === true)) set('advertising_agreement_version', CURRENT_AGREEMENT_VERSION);
  const now = authNowMs();
  set('agreements_updated_at', now);
  set('updated_at', now);
  sets.push('agreements_revision = agreements_revision + 1');
  binds.push(userNo);
  let where = `user_no = ?${binds.length}`;
  if (basedOn !== undefined) {
    binds.push(basedOn);
    where += ` AND agreements_revision = ?${binds.length}`;
  }
  const row = await db
    .prepare(`UPDATE members SET ${sets.join(', ')} WHERE ${where} RETURNING ${COLUMNS}`)
    .bind(...binds)
    .first<AgreementRow>();
  return row ? storedOf(row) : null;
}

const gone = (c: Parameters<typeof fail>[0]) => fail(c, 401, 'LOGIN_REQUIRED', ko.errors.loginNeeded);

agreementsRoute.get('/api/v4/agreements', requireMember, async (c) => {
  const stored = await readStored(c.env.DB, c.var.member.userNo);
  return stored ? ok(c, fullAnswer(stored)) : gone(c);
});

agreementsRoute.post('/api/v4/agreements', requireMember, async (c) => {
  const body = await readJson(c, FullAgreementUpdateSchema);
  if (!body.ok) return body.response;
  const v = body.value;
  const db = c.env.DB;
  const userNo = c.var.member.userNo;
  const change = { privacy: v.privacyAgreement, sms: v.smsAdvertisingAgreement, push: v.pushAdvertisingAgreement, email: v.emailAdvertisingAgreement };
  const stored = await writeChange(db, userNo, change, v.agreementsRevision);
  if (stored) return ok(c, fullAnswer(stored));
  const current = v.agreementsRevision === undefined ? null : await readStored(db, userNo);
  return current ? failWith(c, 409, 'AGREEMENTS_CHANGED', ko.memberService.agreementsChanged, fullAnswer(current)) : gone(c);
});

agreementsRoute.get('/api/v4/notifications/agreements', requireMember, async (c) => {
  const stored = await readStored(c.env.DB, c.var.member.userNo);
  return stored ? ok(c, notificationAnswer(stored)) : gone(c);
});

agreementsRoute.post('/api/v4/notifications/agreements', requireMember, async (c) => {
  const body = await readJson(c, NotificationAgreementUpdateSchema);
  if (!body.ok) return body.response;
  const { privacyAgreement, advertisingAgreement, type } = body.value;
  const channel = channelOfType(type);
  if (channel === null) return fail(c, 400, 'INVALID_TYPE', ko.memberService.agreementType);
  const change: AgreementChange = { privacy: privacyAgreement };
  if (advertisingAgreement !== undefined) {
    for (const k of channel === 'all' ? AGREEMENT_CHANNELS : [channel]) change[k] = advertisingAgreement;
  }
  if (change.privacy === undefined && advertisingAgreement === undefined) {
    return fail(c, 400, 'INVALID_REQUEST', ko.memberService.invalidRequest);
  }
  const stored = await writeChange(c.env.DB, c.var.member.userNo, change);
  return stored ? ok(c, notificationAnswer(stored)) : gone(c);
});

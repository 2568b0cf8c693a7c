/**
 * The sandbox outbox (issue 11 item 7): where the origin's mails go in development, since the
 * reference origin has no mail service. A real upstream sends them; a production origin writes
 * nothing here (and serves no /sandbox page to read it).
 */
import { authNowMs } from '../../auth/clock';

export interface SandboxMail {
  to: string;
  subject: string;
  body: string;
  /** The code the mail carries, shown apart so it can be copied. */
  token?: string;
}

/** A day: long enough for any test or demo, short enough that the table stays small. */
export const OUTBOX_KEEP_MS = 24 * 60 * 60 * 1000;

export async function writeSandboxMail(db: D1Database, mail: SandboxMail): Promise<void> {
  const now = authNowMs();
  await db.batch([
    db.prepare('DELETE FROM sandbox_outbox WHERE created_at < ?').bind(now - OUTBOX_KEEP_MS),
    db.prepare('INSERT INTO sandbox_outbox (to_email, subject, body, token, created_at) VALUES (?, ?, ?, ?, ?)').bind(mail.to.trim().toLowerCase(), mail.subject, mail.body, mail.token ?? null, now),
  ]);
}

export interface OutboxRow {
  mail_no: number;
  to_email: string;
  subject: string;
  body: string;
  token: string | null;
  created_at: number;
}

/** The newest mails to `to` (any letter case), newest first; every recipient's when `to` is empty. */
export async function readSandboxMails(db: D1Database, to: string, limit = 20): Promise<OutboxRow[]> {
  const key = to.trim().toLowerCase();
  const { results } = key
    ? await db.prepare('SELECT * FROM sandbox_outbox WHERE to_email = ? ORDER BY mail_no DESC LIMIT ?').bind(key, limit).all<OutboxRow>()
    : await db.prepare('SELECT * FROM sandbox_outbox ORDER BY mail_no DESC LIMIT ?').bind(limit).all<OutboxRow>();
  return results;
}

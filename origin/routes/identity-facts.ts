/**
 * What the database knows about a member's identity and adult verification, read in one query
 * for the identity routes and for the adult-only gate of the member actions.
 */

import type { AdultVerificationFacts, IdentityFacts } from './identity-status';

export interface MemberIdentity {
  userNo: number;
  name: string;
  identity: IdentityFacts;
  adult: AdultVerificationFacts | null;
}

interface Row {
  user_no: number;
  name: string;
  ci: string | null;
  birth_date: string | null;
  gender: string | null;
  adult_birth_date: string | null;
  adult_verified_at: number | null;
}

export interface MemberIdentityRow extends MemberIdentity {
  gender: 'M' | 'F' | '';
}

export async function loadMemberIdentity(db: D1Database, userNo: number): Promise<MemberIdentityRow | null> {
  const row = await db
    .prepare(
      `SELECT m.user_no, m.name, m.ci, m.birth_date, m.gender, a.birth_date AS adult_birth_date, a.verified_at AS adult_verified_at
       FROM members m LEFT JOIN adult_verifications a ON a.user_no = m.user_no WHERE m.user_no = ?`,
    )
    .bind(userNo)
    .first<Row>();
  if (!row) return null;
  const adult = typeof row.adult_birth_date === 'string' && typeof row.adult_verified_at === 'number' ? { birthDate: row.adult_birth_date, verifiedAt: row.adult_verified_at } : null;
  return {
    userNo: row.user_no,
    name: row.name,
    gender: row.gender === 'M' || row.gender === 'F' ? row.gender : '',
    identity: { ci: row.ci && row.ci !== '' ? row.ci : null, birthDate: row.birth_date },
    adult,
  };
}

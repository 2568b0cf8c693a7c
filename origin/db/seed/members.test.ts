import { describe, expect, it } from 'vitest';
import { ageInYears } from '../../../rules/age';
import { ciOf } from '../../sandbox/identity/ci';
import { demoIdentity, demoMembers, seoulDateBefore } from './members';

describe('demo members', () => {
  it('makes the minor 17 on the Seoul date the seed runs, whatever that day is', () => {
    const days = ['2025-01-01T00:00:00+09:00', '2024-02-29T12:00:00+09:00', '2025-12-31T23:59:59+09:00', '2025-03-01T08:59:59Z'];
    for (const iso of days) {
      const now = new Date(iso);
      const minor = demoMembers(now).find((m) => m.user_id === 'minor@demo.test')!;
      expect(ageInYears(minor.birth_date, now)).toBe(17);
      // Still a minor half a year later: a long-lived demo database keeps its minor.
      expect(ageInYears(minor.birth_date, new Date(now.getTime() + 170 * 86_400_000))).toBe(17);
    }
  });

  it('uses the Seoul date, not UTC, around midnight', () => {
    // 15:30 UTC on 31 Dec is already 1 Jan in Seoul.
    expect(seoulDateBefore(new Date('2024-12-31T15:30:00Z'), 17, 0)).toBe('2008-01-01');
    expect(seoulDateBefore(new Date('2024-12-31T14:30:00Z'), 17, 0)).toBe('2007-12-31');
  });

  it('has the three contract members with names, and only the fresh one unverified', () => {
    const members = demoMembers(new Date('2025-06-01T00:00:00Z'));
    expect(members.map((m) => [m.user_id, m.name, m.identity_verified])).toEqual([
      ['adult@demo.test', '어른이', true],
      ['minor@demo.test', '미성년', true],
      ['fresh@demo.test', '새회원', false],
    ]);
    expect(members[0]!.birth_date).toBe('1990-05-05');
    expect(members[2]!.birth_date).toBeNull();
    expect(members.every((m) => m.name.length > 0)).toBe(true);
  });

  it('gives the verified members the CI the sandbox provider derives from their details', async () => {
    const [adult, minor, fresh] = demoMembers(new Date('2025-06-01T00:00:00Z'));
    expect((await demoIdentity(adult!)).ci).toBe(await ciOf({ name: '어른이', birthDate: '1990-05-05', phone: '01000001001' }));
    expect((await demoIdentity(minor!)).ci).toBe(await ciOf({ name: '미성년', birthDate: minor!.birth_date!, phone: '01000001002' }));
    expect(await demoIdentity(fresh!)).toEqual({ ci: null, di: null });
  });
});

describe('demo mileage history', () => {
  it("adds up to each demo member's balance", () => {
    for (const m of demoMembers(new Date('2025-06-01T00:00:00Z'))) {
      expect(m.mileageHistory.reduce((sum, e) => sum + e.amount, 0)).toBe(m.mileage);
    }
  });
});

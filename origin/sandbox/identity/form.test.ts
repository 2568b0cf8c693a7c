import { describe, expect, it } from 'vitest';
import { sandboxIdentityCopy } from '../../copy/sandbox-ko';
import { ciOf, diOf } from './ci';
import { validateIdentityForm } from './form';

const now = new Date('2026-04-15T03:00:00Z');
const t = sandboxIdentityCopy;
const good = { name: ' 홍  길동 ', birthDate: '19900505', gender: 'M', phone: '010-1234-5678' };

describe('sandbox identity form', () => {
  it('normalises what the shopper typed', () => {
    const r = validateIdentityForm(good, now);
    expect(r).toEqual({ ok: true, value: { name: '홍 길동', birthDate: '1990-05-05', gender: 'M', phone: '01012345678' } });
  });

  it('gives each bad field its own Korean message', () => {
    const r = validateIdentityForm({ name: '1', birthDate: '2023-02-30', gender: 'X', phone: '02-123-4567' }, now);
    expect(r).toEqual({
      ok: false,
      errors: { name: t.invalidName, birthDate: t.invalidBirthDate, gender: t.invalidGender, phone: t.invalidPhone },
    });
  });

  it('refuses missing fields, future and ancient birth dates, and markup in names', () => {
    expect(validateIdentityForm({}, now)).toMatchObject({ ok: false, errors: { name: t.invalidName, birthDate: t.invalidBirthDate, gender: t.invalidGender, phone: t.invalidPhone } });
    expect(validateIdentityForm({ ...good, birthDate: '2026-04-16' }, now)).toMatchObject({ ok: false, errors: { birthDate: t.futureBirthDate } });
    expect(validateIdentityForm({ ...good, birthDate: '2026-04-15' }, now).ok).toBe(true);
    expect(validateIdentityForm({ ...good, birthDate: '1899-12-31' }, now)).toMatchObject({ ok: false, errors: { birthDate: t.invalidBirthDate } });
    expect(validateIdentityForm({ ...good, name: '<b>홍</b>' }, now)).toMatchObject({ ok: false, errors: { name: t.invalidName } });
    expect(validateIdentityForm({ ...good, name: '가'.repeat(21) }, now)).toMatchObject({ ok: false, errors: { name: t.invalidName } });
  });
});

describe('sandbox CI and DI', () => {
  const person = { name: '홍길동', birthDate: '1990-05-05', phone: '01012345678' };

  it('are stable for one person and differ between people and between each other', async () => {
    expect(await ciOf(person)).toBe(await ciOf({ ...person }));
    expect(await ciOf(person)).not.toBe(await ciOf({ ...person, phone: '01012345679' }));
    expect(await ciOf(person)).not.toBe(await ciOf({ ...person, birthDate: '1990-05-06' }));
    expect(await ciOf(person)).not.toBe(await diOf(person));
    expect(await ciOf(person)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

import { describe, expect, it } from 'vitest';
import { joinProblems, type JoinInput } from './join';

const good: JoinInput = {
  userId: 'new.member@demo.test',
  password: 'abcd1234!',
  passwordConfirm: 'abcd1234!',
  name: '새회원',
  gender: 'F',
  consents: { terms: true, privacyRequired: true, age14: true },
};

describe('joinProblems', () => {
  it('passes a complete sign-up with only the required consents', () => {
    expect(joinProblems(good)).toEqual([]);
    expect(joinProblems({ ...good, passwordConfirm: undefined, consents: { ...good.consents, sms: true } })).toEqual([]);
  });

  it('names every field that is wrong, in form order', () => {
    const problems = joinProblems({ userId: '김@x', password: 'short', passwordConfirm: 'other', name: ' ', gender: '', consents: { terms: true } });
    expect(problems).toEqual([
      { field: 'userId', problem: 'SHAPE' },
      { field: 'password', problem: 'LENGTH' },
      { field: 'passwordConfirm', problem: 'MISMATCH' },
      { field: 'name', problem: 'REQUIRED' },
      { field: 'gender', problem: 'REQUIRED' },
      { field: 'consents', problem: 'REQUIRED' },
    ]);
  });

  it('refuses a blank id, a long name and markup in a name; counts Korean names by characters', () => {
    expect(joinProblems({ ...good, userId: '  ' })[0]).toEqual({ field: 'userId', problem: 'REQUIRED' });
    expect(joinProblems({ ...good, name: '가'.repeat(31) })).toEqual([{ field: 'name', problem: 'LENGTH' }]);
    expect(joinProblems({ ...good, name: '가'.repeat(30) })).toEqual([]);
    expect(joinProblems({ ...good, name: '<b>이름</b>' })).toEqual([{ field: 'name', problem: 'CHARACTERS' }]);
    expect(joinProblems({ ...good, consents: { terms: true, privacyRequired: true, age14: false } })).toEqual([{ field: 'consents', problem: 'REQUIRED' }]);
  });
});

import * as z from 'zod';
import { resultAnswer } from './fields';

/** Spec 3.7 member grades and their ids. */
export const MemberGrade = {
  VIP: 10,
  RED: 20,
  ORANGE: 30,
  YELLOW: 40,
  GREEN: 50,
  FAMILY: 98,
  STAFF: 99,
  NONE: 0,
} as const;
export type MemberGradeName = keyof typeof MemberGrade;
export type MemberGradeId = (typeof MemberGrade)[MemberGradeName];

const BY_ID = new Map<number, MemberGradeName>((Object.keys(MemberGrade) as MemberGradeName[]).map((name) => [MemberGrade[name], name]));

/**
 * The grade for an id as it comes from an answer or a cookie (10, '10', ' 10 '); anything
 * unknown is NONE, so a bad cookie never grants a grade.
 */
export function gradeNameOf(id: unknown): MemberGradeName {
  const n = typeof id === 'number' ? id : typeof id === 'string' && /^\s*\d{1,3}\s*$/.test(id) ? Number(id) : NaN;
  return BY_ID.get(n) ?? 'NONE';
}

/** The id of a grade name in any case ('vip' → 10); unknown names are NONE (0). */
export function gradeIdOf(name: unknown): MemberGradeId {
  const key = typeof name === 'string' ? name.trim().toUpperCase() : '';
  return key in MemberGrade ? MemberGrade[key as MemberGradeName] : MemberGrade.NONE;
}

/** A grade id field: known ids pass, anything else becomes NONE (0). */
export const memberGradeId = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((v): MemberGradeId => MemberGrade[gradeNameOf(v)]);

/** `GET /api/v4/user-level` → `{ result, data: { levelId }, message, errorCode }`. */
export const UserLevelResponseSchema = resultAnswer(z.object({ levelId: memberGradeId }));
export type UserLevelResponse = z.output<typeof UserLevelResponseSchema>;
export type UserLevelResponseInput = z.input<typeof UserLevelResponseSchema>;

import { describe, expect, it } from 'vitest';
import {
  FullAgreementAnswerSchema,
  FullAgreementSchema,
  FullAgreementUpdateSchema,
  NotificationAgreementAnswerSchema,
  NotificationAgreementSchema,
  NotificationAgreementUpdateSchema,
} from './agreement';

describe('NotificationAgreement', () => {
  it('parses the optional booleans', () => {
    expect(NotificationAgreementSchema.parse({ privacyAgreement: true })).toEqual({ privacyAgreement: true, advertisingAgreement: false });
    expect(NotificationAgreementAnswerSchema.parse({ data: { privacyAgreement: 'Y', advertisingAgreement: true } })).toEqual({ privacyAgreement: true, advertisingAgreement: true });
  });

  it('missing data means both agreements are false', () => {
    expect(NotificationAgreementAnswerSchema.parse({ result: 'SUCCESS', data: null })).toEqual({ privacyAgreement: false, advertisingAgreement: false });
    expect(NotificationAgreementAnswerSchema.parse(null)).toEqual({ privacyAgreement: false, advertisingAgreement: false });
  });

  it('fails on wrong types', () => {
    expect(NotificationAgreementSchema.safeParse({ privacyAgreement: 'agreed' }).success).toBe(false);
    expect(NotificationAgreementUpdateSchema.safeParse({ privacyAgreement: 'Y' }).success).toBe(false);
    expect(NotificationAgreementUpdateSchema.parse({ advertisingAgreement: false, type: 'PUSH' })).toEqual({ advertisingAgreement: false, type: 'PUSH' });
  });
});

describe('FullAgreement', () => {
  it('parses agreements and V1/V2 versions', () => {
    expect(
      FullAgreementSchema.parse({
        privacyAgreement: true,
        smsAdvertisingAgreement: false,
        pushAdvertisingAgreement: 'Y',
        emailAdvertisingAgreement: 0,
        privacyAgreementVersion: 'V2',
        advertisingAgreementVersion: 'v1',
      }),
    ).toEqual({
      privacyAgreement: true,
      smsAdvertisingAgreement: false,
      pushAdvertisingAgreement: true,
      emailAdvertisingAgreement: false,
      privacyAgreementVersion: 'V2',
      advertisingAgreementVersion: 'V1',
      agreementsRevision: null,
    });
    expect(FullAgreementSchema.parse({ agreementsRevision: 12 }).agreementsRevision).toBe(12);
    expect(FullAgreementSchema.safeParse({ agreementsRevision: -1 }).success).toBe(false);
  });

  it('defaults to nothing agreed and no version', () => {
    const none = {
      privacyAgreement: false,
      smsAdvertisingAgreement: false,
      pushAdvertisingAgreement: false,
      emailAdvertisingAgreement: false,
      privacyAgreementVersion: null,
      advertisingAgreementVersion: null,
      agreementsRevision: null,
    };
    expect(FullAgreementAnswerSchema.parse({ data: null })).toEqual(none);
    expect(FullAgreementSchema.parse({ privacyAgreementVersion: 'V3' }).privacyAgreementVersion).toBeNull();
  });

  it('the update needs all four choices as booleans', () => {
    expect(FullAgreementUpdateSchema.safeParse({ privacyAgreement: true, smsAdvertisingAgreement: false, pushAdvertisingAgreement: false, emailAdvertisingAgreement: true }).success).toBe(true);
    // Any of the four on its own (the rest stay as stored); none at all, or another key, is refused.
    expect(FullAgreementUpdateSchema.safeParse({ privacyAgreement: true }).success).toBe(true);
    expect(FullAgreementUpdateSchema.safeParse({}).success).toBe(false);
    expect(FullAgreementUpdateSchema.safeParse({ smsAdvertisingAgreement: 'Y' }).success).toBe(false);
    expect(FullAgreementUpdateSchema.safeParse({ faxAgreement: true }).success).toBe(false);
    // The revision (ours) rides along with a change; on its own it changes nothing and is refused.
    expect(FullAgreementUpdateSchema.safeParse({ smsAdvertisingAgreement: true, agreementsRevision: 3 }).success).toBe(true);
    expect(FullAgreementUpdateSchema.safeParse({ agreementsRevision: 3 }).success).toBe(false);
    for (const bad of [-1, 1.5, '3']) expect(FullAgreementUpdateSchema.safeParse({ smsAdvertisingAgreement: true, agreementsRevision: bad }).success).toBe(false);
  });
});

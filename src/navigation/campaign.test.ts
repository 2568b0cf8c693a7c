import { describe, expect, it } from 'vitest';
import { serializeCookie } from '../storage/cookie';
import {
  APP_NUDGE_HIDDEN_COOKIE,
  CAMPAIGN_COOKIE,
  CAMPAIGN_COOKIE_MAX_AGE,
  CAMPAIGN_COOKIE_TTL_MS,
  campaignCookieValue,
  campaignEntry,
  isSearchAdEntry,
  parseCampaignCookie,
  readCampaign,
} from './campaign';

describe('readCampaign', () => {
  it('reads NaPm, n_campaign_type and utm_campaign from a URL, string or params', () => {
    expect(readCampaign(new URL('https://x.example/products/1?NaPm=ct%3Dabc%7Cci%3D1&n_campaign_type=1&utm_campaign=summer'))).toEqual({
      naPm: 'ct=abc|ci=1',
      campaignType: 1,
      utmCampaign: 'summer',
    });
    expect(readCampaign('?n_campaign_type=2')).toEqual({ naPm: null, campaignType: 2, utmCampaign: null });
    expect(readCampaign(new URLSearchParams('utm_campaign=x'))).toEqual({ naPm: null, campaignType: null, utmCampaign: 'x' });
    expect(readCampaign('/products/1?utm_campaign=%EC%97%AC%EB%A6%84')).toMatchObject({ utmCampaign: '여름' });
  });

  it('ignores campaign types other than 1 and 2, and blank values', () => {
    for (const t of ['0', '3', '7', 'abc', '', '1.0', '01']) {
      expect(readCampaign(`?n_campaign_type=${t}`).campaignType).toBeNull();
    }
    expect(readCampaign('?n_campaign_type=%202%20').campaignType).toBe(2);
    expect(readCampaign('?NaPm=&utm_campaign=%20').naPm).toBeNull();
    expect(readCampaign('?NaPm=&utm_campaign=%20').utmCampaign).toBeNull();
  });

  it('is case-sensitive on parameter names and survives hostile input', () => {
    expect(readCampaign('?napm=x').naPm).toBeNull();
    expect(readCampaign('?NaPm=%E0%A4%A&n_campaign_type=%zz').campaignType).toBeNull();
    expect(readCampaign(`?NaPm=${'a'.repeat(5000)}`).naPm).toHaveLength(512);
  });
});

describe('isSearchAdEntry', () => {
  it('is true with NaPm or a valid n_campaign_type, false otherwise', () => {
    expect(isSearchAdEntry(readCampaign('?NaPm=abc'))).toBe(true);
    expect(isSearchAdEntry(readCampaign('?n_campaign_type=1'))).toBe(true);
    expect(isSearchAdEntry(readCampaign('?n_campaign_type=2'))).toBe(true);
    expect(isSearchAdEntry(readCampaign('?n_campaign_type=9'))).toBe(false);
    expect(isSearchAdEntry(readCampaign('?utm_campaign=summer'))).toBe(false);
    expect(isSearchAdEntry(readCampaign(''))).toBe(false);
  });
});

describe('campaignEntry', () => {
  it('returns the campaign cookie (600 s) and the nudge-hidden cookie (1800 s, value 1)', () => {
    expect(CAMPAIGN_COOKIE_TTL_MS).toBe(600_000);
    const entry = campaignEntry('https://x.example/?n_campaign_type=1&NaPm=ct%3Dk');
    expect(entry.isSearchAdEntry).toBe(true);
    expect(entry.cookies).toEqual([
      { name: CAMPAIGN_COOKIE, value: 'n_campaign_type=1&NaPm=ct%3Dk', maxAge: 600, path: '/', sameSite: 'Lax', secure: true, httpOnly: false },
      { name: APP_NUDGE_HIDDEN_COOKIE, value: '1', maxAge: 1800, path: '/', sameSite: 'Lax', secure: true, httpOnly: false },
    ]);
    expect(CAMPAIGN_COOKIE_MAX_AGE).toBe(600);
  });

  it('shares cookies on a domain when asked', () => {
    const entry = campaignEntry('?NaPm=x', { domain: '.example.com' });
    expect(entry.cookies.map((c) => c.domain)).toEqual(['.example.com', '.example.com']);
    expect(serializeCookie(entry.cookies[0]!)).toBe('sf_campaign=NaPm%3Dx; Max-Age=600; Domain=.example.com; Path=/; SameSite=Lax; Secure');
  });

  it('sets nothing without a search-ad entry but still reads utm_campaign', () => {
    const entry = campaignEntry('?utm_campaign=summer&n_campaign_type=5');
    expect(entry.isSearchAdEntry).toBe(false);
    expect(entry.cookies).toEqual([]);
    expect(entry.params.utmCampaign).toBe('summer');
  });
});

describe('campaign cookie value', () => {
  it('round-trips', () => {
    const p = readCampaign('?NaPm=a%26b%3Dc&n_campaign_type=2&utm_campaign=z');
    const value = campaignCookieValue(p);
    expect(parseCampaignCookie(value)).toEqual({ naPm: 'a&b=c', campaignType: 2, utmCampaign: null });
    expect(parseCampaignCookie(campaignCookieValue(readCampaign('?n_campaign_type=1')))).toEqual({ naPm: null, campaignType: 1, utmCampaign: null });
  });

  it('reads junk as no campaign', () => {
    expect(parseCampaignCookie('')).toBeNull();
    expect(parseCampaignCookie(undefined)).toBeNull();
    expect(parseCampaignCookie('garbage')).toBeNull();
    expect(parseCampaignCookie('n_campaign_type=3')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { parseUserAgent } from '../device/user-agent';
import { isPreviewing, parsePreview, previewFromForm, previewUserAgent, serializePreview, type Preview } from './preview';

describe('preview cookie', () => {
  it('round-trips every choice', () => {
    const p: Preview = { device: 'android', build: 536, flags: { savingMode: true, adultVerification: false }, searchAd: true };
    expect(parsePreview(serializePreview(p))).toEqual(p);
  });

  it('is empty for nothing, junk, unknown names, bad values and an oversized cookie', () => {
    const empty = { device: null, build: null, flags: {}, searchAd: false };
    expect(parsePreview(undefined)).toEqual(empty);
    expect(parsePreview('%E0%A4%A')).toEqual(empty);
    expect(parsePreview('device=windows&build=12&flag.unknown=1&flag.savingMode=yes&searchAd=true')).toEqual(empty);
    expect(parsePreview(`device=ios&x=${'a'.repeat(600)}`)).toEqual(empty);
    expect(serializePreview(empty)).toBe('');
  });

  it('keeps a build only with a device, and only a whole number in range', () => {
    expect(parsePreview('build=758').build).toBeNull();
    expect(parsePreview('device=ios&build=758').build).toBe(758);
    for (const bad of ['0', '-1', '1.5', '1e3', '1234567890', ' ', 'abc']) expect(parsePreview(`device=ios&build=${encodeURIComponent(bad)}`).build).toBeNull();
  });
});

describe('preview form', () => {
  it('reads the posted fields; blank or unknown ones override nothing', () => {
    expect(previewFromForm({ device: 'ios', build: '758', 'flag.activeCart': 'off', 'flag.savingMode': '', searchAd: 'on' })).toEqual({
      device: 'ios',
      build: 758,
      flags: { activeCart: false },
      searchAd: true,
    });
    expect(previewFromForm({ device: 'desktop', build: '758', 'flag.activeCart': 'maybe' })).toEqual({ device: null, build: null, flags: {}, searchAd: false });
  });
});

describe('posing as the app', () => {
  it('makes a User-Agent the device rules read as that platform and build', () => {
    expect(parseUserAgent(previewUserAgent('ios', 758))).toMatchObject({ kind: 'appWebView', platform: 'ios', appBuild: 758 });
    expect(parseUserAgent(previewUserAgent('android', null))).toMatchObject({ kind: 'appWebView', platform: 'android', appBuild: 9999 });
  });

  it('says whether anything is overridden, the clock included', () => {
    const none = { device: null, build: null, flags: {}, searchAd: false, clock: null };
    expect(isPreviewing(null)).toBe(false);
    expect(isPreviewing(none)).toBe(false);
    expect(isPreviewing({ ...none, clock: '2025-08-20T03:00:00.000Z' })).toBe(true);
    expect(isPreviewing({ ...none, flags: { savingMode: false } })).toBe(true);
  });
});

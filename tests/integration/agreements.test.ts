import { describe, expect, it } from 'vitest';
import { FullAgreementSchema, NotificationAgreementSchema } from '../../schemas/agreement';
import { ko } from '../../src/copy/ko';
import { createMember, DB } from './origin-auth-helpers';
import type { UpstreamFetch } from '../../edge/upstream/transport';
import { originUpstream, storefront } from './harness';
import { browse, Jar, login } from './session-helpers';

/**
 * Consents through the gateway (issue 11 item 6; spec 3.8, 7): read, change one at a time with
 * versions recorded, concurrent changes of different consents from two sessions both kept, and
 * every refusal (visitor, bad body, cross-site, unknown type) without touching what is stored.
 */
async function member() {
  const sf = storefront();
  const m = await createMember({ password: 'demo1234!' });
  return { sf, m, jar: await login(sf, m.userId, new Jar()) };
}

const post = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });

async function full(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  return FullAgreementSchema.parse(((await res.json()) as { data: unknown }).data);
}

describe('/api/v4/agreements', () => {
  it('wants a member', async () => {
    const sf = storefront();
    expect((await sf.fetch('/api/v4/agreements')).status).toBe(401);
    expect((await sf.fetch('/api/v4/notifications/agreements')).status).toBe(401);
    expect((await sf.fetch('/api/v4/agreements', { method: 'POST', body: '{"privacyAgreement":true}', headers: { 'content-type': 'application/json' } })).status).toBe(401);
  });

  it('reads, changes one consent at a time and records the version agreed to', async () => {
    const { sf, jar } = await member();
    const start = await full(await browse(sf, jar, '/api/v4/agreements'));
    expect(start).toMatchObject({ smsAdvertisingAgreement: false, pushAdvertisingAgreement: false, emailAdvertisingAgreement: false, advertisingAgreementVersion: null });

    const sms = await full(await browse(sf, jar, '/api/v4/agreements', post({ smsAdvertisingAgreement: true })));
    expect(sms).toMatchObject({ smsAdvertisingAgreement: true, pushAdvertisingAgreement: false, advertisingAgreementVersion: 'V2' });
    const off = await full(await browse(sf, jar, '/api/v4/agreements', post({ smsAdvertisingAgreement: false, privacyAgreement: true })));
    // Withdrawing keeps the version last agreed to; agreeing to privacy records its own.
    expect(off).toMatchObject({ smsAdvertisingAgreement: false, privacyAgreement: true, privacyAgreementVersion: 'V2', advertisingAgreementVersion: 'V2' });
    expect(await full(await browse(sf, jar, '/api/v4/agreements'))).toEqual(off);
  });

  it('keeps both of two different changes made at the same moment from two sessions', async () => {
    const { sf, m, jar } = await member();
    const other = await login(sf, m.userId, new Jar());
    for (let round = 0; round < 3; round += 1) {
      const on = round % 2 === 0;
      const [a, b] = await Promise.all([
        browse(sf, jar, '/api/v4/agreements', post({ smsAdvertisingAgreement: on })),
        browse(sf, other, '/api/v4/agreements', post({ emailAdvertisingAgreement: on })),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const stored = await full(await browse(sf, jar, '/api/v4/agreements'));
      expect([stored.smsAdvertisingAgreement, stored.emailAdvertisingAgreement]).toEqual([on, on]);
    }
  });

  it('refuses bad changes with a message and keeps what is stored', async () => {
    const { sf, jar } = await member();
    await full(await browse(sf, jar, '/api/v4/agreements', post({ pushAdvertisingAgreement: true })));
    for (const body of [{}, { pushAdvertisingAgreement: 'N' }, { faxAgreement: true }, [true], null]) {
      const res = await browse(sf, jar, '/api/v4/agreements', post(body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/[가-힣]/);
    }
    const broken = await browse(sf, jar, '/api/v4/agreements', { method: 'POST', body: '{"pushAdvertisingAgreement":' });
    expect(broken.status).toBe(400);
    const crossSite = await browse(sf, jar, '/api/v4/agreements', { ...post({ pushAdvertisingAgreement: false }), headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    expect((await full(await browse(sf, jar, '/api/v4/agreements'))).pushAdvertisingAgreement).toBe(true);
  });
});

describe('/api/v4/notifications/agreements', () => {
  it('answers privacy and one advertising answer; a type names the channel, none means all', async () => {
    const { sf, jar } = await member();
    const read = async () => {
      const res = await browse(sf, jar, '/api/v4/notifications/agreements');
      expect(res.status).toBe(200);
      return NotificationAgreementSchema.parse(((await res.json()) as { data: unknown }).data);
    };
    expect(await read()).toEqual({ privacyAgreement: false, advertisingAgreement: false });
    expect((await browse(sf, jar, '/api/v4/notifications/agreements', post({ advertisingAgreement: true, type: 'PUSH' }))).status).toBe(200);
    expect(await read()).toEqual({ privacyAgreement: false, advertisingAgreement: true });
    expect(await full(await browse(sf, jar, '/api/v4/agreements'))).toMatchObject({ pushAdvertisingAgreement: true, smsAdvertisingAgreement: false });

    expect((await browse(sf, jar, '/api/v4/notifications/agreements', post({ advertisingAgreement: false }))).status).toBe(200);
    expect(await full(await browse(sf, jar, '/api/v4/agreements'))).toMatchObject({ pushAdvertisingAgreement: false, smsAdvertisingAgreement: false, emailAdvertisingAgreement: false });

    const unknown = await browse(sf, jar, '/api/v4/notifications/agreements', post({ advertisingAgreement: true, type: 'FAX' }));
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { message: string }).message).toBe('알림 종류가 올바르지 않아요.');
    expect((await browse(sf, jar, '/api/v4/notifications/agreements', post({ type: 'SMS' }))).status).toBe(400);
    expect(await read()).toEqual({ privacyAgreement: false, advertisingAgreement: false });
  });
});

describe('/account/agreements', () => {
  it('sends a visitor to log in and back', async () => {
    const page = await storefront().fetch('/account/agreements', { redirect: 'manual' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe(`/login?returnTo=${encodeURIComponent('/account/agreements')}`);
  });

  it('shows the stored consents as switches with the version agreed to, private to the member', async () => {
    const { sf, jar } = await member();
    await full(await browse(sf, jar, '/api/v4/agreements', post({ emailAdvertisingAgreement: true })));
    const page = await browse(sf, jar, '/account/agreements');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain('수신 동의 설정');
    const switches = [...html.matchAll(/<input[^>]*role="switch"[^>]*>/g)].map((m) => m[0]);
    expect(switches).toHaveLength(4);
    const on = switches.filter((s) => /\schecked=""/.test(s)).map((s) => /data-consent="(\w+)"/.exec(s)?.[1]);
    expect(on).toEqual(['email']);
    expect(html).toMatch(/data-testid="advertising-version"[^>]*>동의한 약관 V2</);
    expect(html).toMatch(/data-testid="privacy-version"[^>]*>동의한 약관 없음</);
    // My page links to it.
    expect(await (await browse(sf, jar, '/mypage')).text()).toContain('href="/account/agreements"');
  });

  it('a consent given before versions were recorded shows the terms of that time, never on beside "동의한 약관 없음" (issue 29)', async () => {
    const { sf, m, jar } = await member();
    // As the demo members' seed and every member from before migration 0008: on, no version.
    await DB.prepare('UPDATE members SET is_personal_info_agree = 1, is_receive_email = 1, privacy_agreement_version = NULL, advertising_agreement_version = NULL WHERE user_id = ?')
      .bind(m.userId)
      .run();
    const html = await (await browse(sf, jar, '/account/agreements')).text();
    expect(html).not.toContain('동의한 약관 없음');
    expect(html).toMatch(/data-testid="privacy-version"[^>]*>동의한 약관 V1</);
    expect(html).toMatch(/data-testid="advertising-version"[^>]*>동의한 약관 V1</);
    expect(await full(await browse(sf, jar, '/api/v4/agreements'))).toMatchObject({ privacyAgreementVersion: 'V1', advertisingAgreementVersion: 'V1' });
  });

  it("a stale tab: the page carries the revision it read; its change after another tab's is answered 409 with the current consents", async () => {
    const { sf, m, jar } = await member();
    const html = await (await browse(sf, jar, '/account/agreements')).text();
    const revision = Number(
      /&quot;revision&quot;:(\d+)|"revision":(\d+)/
        .exec(html)
        ?.slice(1)
        .find((x) => x !== undefined),
    );
    expect(Number.isInteger(revision)).toBe(true);
    // Another tab (another session of the same member) turns SMS on meanwhile.
    const other = await login(sf, m.userId, new Jar());
    const changed = await full(await browse(sf, other, '/api/v4/agreements', post({ smsAdvertisingAgreement: true })));
    expect(changed.agreementsRevision).toBe(revision + 1);
    // The stale tab sends the full set it had read: refused, told why, handed what is stored.
    const stale = await browse(
      sf,
      jar,
      '/api/v4/agreements',
      post({ privacyAgreement: false, smsAdvertisingAgreement: false, pushAdvertisingAgreement: true, emailAdvertisingAgreement: false, agreementsRevision: revision }),
    );
    expect(stale.status).toBe(409);
    expect(stale.headers.get('cache-control')).toContain('no-store');
    const body = (await stale.json()) as { errorCode: string; message: string; data: unknown };
    expect(body).toMatchObject({ errorCode: 'AGREEMENTS_CHANGED', message: ko.agreements.changedElsewhere });
    expect(FullAgreementSchema.parse(body.data)).toEqual(changed);
    expect(await full(await browse(sf, jar, '/api/v4/agreements'))).toEqual(changed);
    // Based on the current revision, the same change goes through; a malformed revision is a 400.
    const fresh = await full(await browse(sf, jar, '/api/v4/agreements', post({ pushAdvertisingAgreement: true, agreementsRevision: changed.agreementsRevision })));
    expect(fresh).toMatchObject({ smsAdvertisingAgreement: true, pushAdvertisingAgreement: true, agreementsRevision: revision + 2 });
    expect((await browse(sf, jar, '/api/v4/agreements', post({ pushAdvertisingAgreement: true, agreementsRevision: 'x' }))).status).toBe(400);
  });

  it('says so when the consents cannot be read, and lights my page in the bottom navigation', async () => {
    const inner = originUpstream();
    const failing: UpstreamFetch = (path, init) => (path === '/api/v4/agreements' ? Promise.resolve(new Response('<html>busy</html>', { status: 503 })) : inner(path, init));
    const sf = storefront({ upstream: failing });
    const m = await createMember({ password: 'demo1234!' });
    const jar = await login(sf, m.userId, new Jar());
    const res = await browse(sf, jar, '/account/agreements');
    expect(res.status).toBeGreaterThanOrEqual(500);
    const html = await res.text();
    expect(html).toContain('수신 동의 정보를 불러오지 못했어요.');
    expect(html).not.toContain('role="switch"');
    expect(html).toMatch(/href="\/mypage"[^>]*aria-current="page"|aria-current="page"[^>]*href="\/mypage"/);
  });
});

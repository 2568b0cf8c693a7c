import { describe, expect, it } from 'vitest';
import { SocialTypeAnswerSchema } from '../../schemas/account';
import { LoginResponseSchema } from '../../schemas/user';
import { UserInfoSchema } from '../../schemas/member';
import { at, call, createMember, DB, login, minutesFromNow, rawFetch } from './origin-auth-helpers';

const CALLBACK = 'http://127.0.0.1:8787/login/callback/naver';

function authorizeUrl(provider: string, redirectUri = CALLBACK, state = 'st-1') {
  return `http://localhost:8787/sandbox/social/${provider}/authorize?redirect_uri=${encodeURIComponent(redirectUri)}&state=${encodeURIComponent(state)}`;
}

/** Signs in at the sandbox provider as `person` and returns the code it sends back. */
async function authorize(provider: string, person: { name: string; email: string; gender?: string }, redirectUri = CALLBACK, state = 'st-1') {
  const form = new URLSearchParams({ redirect_uri: redirectUri, state, name: person.name, email: person.email, gender: person.gender ?? 'F' });
  const res = await rawFetch(
    new Request(`http://localhost:8787/sandbox/social/${provider}/authorize`, {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    }),
  );
  return res;
}

async function providerToken(provider: string, person: { name: string; email: string }, redirectUri = CALLBACK) {
  const res = await authorize(provider, person, redirectUri);
  const location = new URL(res.headers.get('location')!);
  const code = location.searchParams.get('code')!;
  const exchanged = await call<{ accessToken: string }>('POST', `/api/v4/oauth/${provider}/token`, { json: { code, redirectUri } });
  return exchanged.body.data!.accessToken;
}

const unique = (p: string) => `${p}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@social.test`;

describe('sandbox social provider pages', () => {
  it('shows a sandbox-labelled page per provider, escaping what came in', async () => {
    for (const provider of ['naver', 'kakao', 'apple', 'facebook', 'google']) {
      const res = await rawFetch(new Request(authorizeUrl(provider, CALLBACK, '"><script>alert(1)</script>')));
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('샌드박스');
      expect(html).toContain('계속하기');
      expect(html).not.toContain('<script>alert(1)');
      expect(html).toContain('&#34;&#62;&#60;script&#62;');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('refuses unknown providers and redirect addresses it may not send codes to', async () => {
    expect((await rawFetch(new Request(authorizeUrl('myspace')))).status).toBe(404);
    for (const bad of ['https://evil.example/cb', 'javascript:alert(1)', 'http://127.0.0.1/cb#x', '']) {
      const res = await rawFetch(new Request(authorizeUrl('kakao', bad)));
      expect(res.status, bad).toBe(400);
      expect(await res.text()).toContain('redirect_uri');
      expect((await authorize('kakao', { name: 'a', email: 'a@b.co' }, bad)).status).toBe(400);
    }
    const badForm = await authorize('kakao', { name: '', email: 'not-mail' });
    expect(badForm.status).toBe(400);
    expect(await badForm.text()).toContain('샌드박스');
  });

  it('sends the shopper back with a code and the state', async () => {
    const res = await authorize('naver', { name: '네이버 회원', email: unique('n') }, `${CALLBACK}?next=%2Fproducts%2F1001`);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(CALLBACK);
    expect(location.searchParams.get('state')).toBe('st-1');
    expect(location.searchParams.get('next')).toBe('/products/1001');
    expect(location.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});

describe('code exchange and social login', () => {
  it('round trip: authorize → code → token → sns-login signs up, then logs the same person in', async () => {
    const email = unique('kakao');
    const res = await authorize('kakao', { name: '카카오 회원', email, gender: 'M' });
    const code = new URL(res.headers.get('location')!).searchParams.get('code')!;
    const exchanged = await call<{ accessToken: string }>('POST', '/api/v4/oauth/kakao/token', { json: { code, redirectUri: CALLBACK } });
    expect(exchanged.status).toBe(200);
    const token = exchanged.body.data!.accessToken;
    // A code works once.
    expect((await call('POST', '/api/v4/oauth/kakao/token', { json: { code, redirectUri: CALLBACK } })).body.errorCode).toBe('INVALID_CODE');

    const first = await call('POST', '/user/sns-login', { json: { access_token: token, social_type: 'KAKAO', redirect_uri: CALLBACK } });
    expect(first.status).toBe(200);
    const data = LoginResponseSchema.parse(first.body.data);
    expect(data).toMatchObject({ socialType: 'kakao', socialEmail: email, userName: '카카오 회원', gender: 'M', userId: email });
    expect(data.socialNo).toMatch(/^[0-9a-f]{16}$/);

    const again = await call('POST', '/user/sns-login', {
      json: { access_token: await providerToken('kakao', { name: '카카오 회원', email }), social_type: 'kakao', redirect_uri: CALLBACK },
    });
    expect(again.body.data).toMatchObject({ userNo: first.body.data!.userNo, socialNo: data.socialNo });

    const accessToken = first.body.data!.accessToken as string;
    const social = await call('GET', '/user/info/social-type/', { token: accessToken });
    expect(SocialTypeAnswerSchema.parse(social.body.data)).toEqual({ is_social_account: true, social_type: 'kakao' });
    const validator = await call<{ account_type: string[] }>('POST', '/user/validator/id', { json: { user_id: email } });
    expect(validator.body.data!.account_type).toEqual(['kakao']);
    // The only way into a password-less account cannot be unlinked.
    const unlink = await call('PATCH', '/user/sns/', { token: accessToken, json: { social_type: 'kakao' } });
    expect([unlink.status, unlink.body.errorCode]).toEqual([409, 'SNS_LAST_LOGIN']);
  });

  it('also logs in through POST /user/login with access_token and social_type', async () => {
    const email = unique('g');
    const token = await providerToken('google', { name: '구글 회원', email });
    const res = await call('POST', '/user/login', { json: { access_token: token, social_type: 'google' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ socialType: 'google', userId: email });
  });

  it('refuses codes for another provider or redirect, expired codes and mismatched tokens', async () => {
    const person = { name: '애플 회원', email: unique('a') };
    const code = async () => new URL((await authorize('apple', person)).headers.get('location')!).searchParams.get('code')!;
    const exchange = (provider: string, json: unknown) => call('POST', `/api/v4/oauth/${provider}/token`, { json });
    expect((await exchange('naver', { code: await code(), redirectUri: CALLBACK })).body.errorCode).toBe('INVALID_CODE');
    expect((await exchange('apple', { code: await code(), redirectUri: `${CALLBACK}/other` })).body.errorCode).toBe('INVALID_CODE');
    const late = await code();
    expect((await at(minutesFromNow(6), () => exchange('apple', { code: late, redirectUri: CALLBACK }))).body.errorCode).toBe('INVALID_CODE');
    expect((await exchange('apple', { code: 'x'.repeat(500), redirectUri: CALLBACK })).status).toBe(400);
    expect((await exchange('apple', { code: 'abc' })).status).toBe(400);
    expect((await exchange('myspace', { code: 'abc', redirectUri: CALLBACK })).status).toBe(404);

    const appleToken = await providerToken('apple', person);
    const wrongType = await call('POST', '/user/sns-login', { json: { access_token: appleToken, social_type: 'naver', redirect_uri: CALLBACK } });
    expect(wrongType.body.errorCode).toBe('INVALID_SOCIAL_TOKEN');
    const wrongOrigin = await call('POST', '/user/sns-login', {
      json: { access_token: appleToken, social_type: 'apple', redirect_uri: 'https://evil.example/cb' },
    });
    expect(wrongOrigin.body.errorCode).toBe('INVALID_SOCIAL_TOKEN');
    const expired = await at(minutesFromNow(11), () => call('POST', '/user/sns-login', { json: { access_token: appleToken, social_type: 'apple', redirect_uri: CALLBACK } }));
    expect(expired.body.errorCode).toBe('INVALID_SOCIAL_TOKEN');
    expect((await call('POST', '/user/sns-login', { json: { access_token: appleToken, social_type: 'email', redirect_uri: CALLBACK } })).status).toBe(400);
    expect((await call('POST', '/user/sns-login', { json: { access_token: appleToken, social_type: 'apple', redirect_uri: 'nope' } })).status).toBe(400);
  });

  it('does not hand an existing e-mail account to whoever claims that address at a provider', async () => {
    const token = await providerToken('facebook', { name: '사칭', email: 'adult@demo.test' });
    const res = await call('POST', '/user/sns-login', { json: { access_token: token, social_type: 'facebook', redirect_uri: CALLBACK } });
    expect([res.status, res.body.errorCode]).toEqual([409, 'SOCIAL_EMAIL_IN_USE']);
    const adult = await DB.prepare("SELECT COUNT(*) AS n FROM sns_links WHERE user_no = 1001 AND social_type = 'facebook'").first<{ n: number }>();
    expect(adult!.n).toBe(0);
  });
});

describe('POST and PATCH /user/sns/', () => {
  it('links a social account to the member, refuses doubles, and unlinks it', async () => {
    const m = await createMember();
    const s = await login(m.userId, m.password);
    const person = { name: '네이버 연결', email: unique('link') };
    const link = (token: string, accessToken = s.accessToken) => call<{ sns_info: unknown[] }>('POST', '/user/sns/', { token: accessToken, json: { social_type: 'naver', access_token: token } });

    const linked = await link(await providerToken('naver', person));
    expect(linked.status).toBe(200);
    expect(linked.body.data!.sns_info).toEqual([{ social_type: 'naver', user_email: person.email }]);
    const info = UserInfoSchema.parse((await call('GET', '/user/info/', { token: s.accessToken })).body.data);
    expect(info.sns_info).toEqual([{ social_type: 'naver', user_email: person.email }]);

    expect((await link(await providerToken('naver', person))).body.errorCode).toBe('SNS_TYPE_LINKED');
    expect((await link(await providerToken('naver', { name: 'x', email: unique('second') }))).body.errorCode).toBe('SNS_TYPE_LINKED');
    const other = await createMember();
    const o = await login(other.userId, other.password);
    expect((await link(await providerToken('naver', person), o.accessToken)).body.errorCode).toBe('SNS_LINKED_ELSEWHERE');
    expect((await link('forged')).body.errorCode).toBe('INVALID_SOCIAL_TOKEN');

    // The link now logs the member in through the provider.
    const viaSocial = await call('POST', '/user/sns-login', {
      json: { access_token: await providerToken('naver', person), social_type: 'naver', redirect_uri: CALLBACK },
    });
    expect(viaSocial.body.data).toMatchObject({ userNo: m.userNo, socialType: 'naver' });
    const types = await call<{ account_type: string[] }>('POST', '/user/validator/id', { json: { user_id: m.userId } });
    expect(types.body.data!.account_type).toEqual(['email', 'naver']);

    const unlink = (social_type: string) => call<{ sns_info: unknown[] }>('PATCH', '/user/sns/', { token: s.accessToken, json: { social_type } });
    expect((await unlink('kakao')).body.errorCode).toBe('SNS_NOT_LINKED');
    expect((await unlink('email')).status).toBe(400);
    const done = await unlink('NAVER');
    expect(done.status).toBe(200);
    expect(done.body.data!.sns_info).toEqual([]);
    expect((await call('PATCH', '/user/sns/', { json: { social_type: 'naver' } })).status).toBe(401);
  });
});

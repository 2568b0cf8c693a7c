import { describe, expect, it } from 'vitest';
import { LIVENESS_MEMO_MS } from '../../edge/context/token-liveness';
import type { UpstreamFetch } from '../../edge/upstream/transport';
import { form, editor } from './account-helpers';
import { originUpstream, storefront, type Storefront } from './harness';
import { call, createMember, DB } from './origin-auth-helpers';
import { browse, Jar, login, PASSWORD, STOREFRONT_ORIGIN } from './session-helpers';

/**
 * Issue 27 item 4: a session ended by logout, a password change or leaving ends at the edge
 * too. The access token stays signed for fifteen minutes, so the edge asks the origin whether
 * it is still live (GET /user/token/status, remembered per isolate for LIVENESS_MEMO_MS). A
 * replayed token after any of the three is a visitor: no name on a page, /mypage sends to
 * log in, writes are refused and /collect stores the events under a visitor id.
 */
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** The upstream, counting the liveness calls; `down` makes them fail as an unreachable origin would. */
function countingUpstream() {
  const inner = originUpstream();
  const state = { statusCalls: 0, down: false };
  const upstream: UpstreamFetch = async (path, init) => {
    if (path.startsWith('/user/token/status')) {
      state.statusCalls += 1;
      if (state.down) return new Response('down', { status: 503 });
    }
    return inner(path, init);
  };
  return { upstream, state };
}

/** A storefront whose session clock the test moves (the JWKS cache and the liveness memo). */
function rigged() {
  const clock = { now: Date.now() };
  const { upstream, state } = countingUpstream();
  const sf = storefront({ upstream, jwksClock: () => clock.now });
  return { sf, clock, state };
}

/** A request carrying exactly the cookies copied earlier, as a replaying thief sends them. */
function replay(sf: Storefront, cookies: string, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('cookie', cookies);
  headers.set('user-agent', DESKTOP_UA);
  if (init.method && init.method !== 'GET') headers.set('origin', STOREFRONT_ORIGIN);
  return sf.fetch(path, { ...init, headers, redirect: 'manual' });
}

/** The tracking id /collect stored an event under, once the background forward stored it. */
async function trackedAs(marker: string): Promise<string> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const row = await DB.prepare('SELECT tracking_id FROM tracked_events WHERE payload LIKE ?').bind(`%${marker}%`).first<{ tracking_id: string }>();
    if (row) return row.tracking_id;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no event stored for ${marker}`);
}

const collect = (marker: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ events: [{ name: 'page_view', path: '/', at: Date.now(), params: { marker } }] }),
});

const uniqueName = () => `재생${Math.random().toString(36).slice(2, 8)}`;

/**
 * A new member logged in on a rigged storefront (reconfirmed for the edit forms when asked), and
 * a copy of the browser's cookies taken while `/mypage` has just seen them live (the memo warm).
 */
async function stolenSession(opts: { reconfirm?: boolean } = {}) {
  const r = rigged();
  const name = uniqueName();
  const { m, jar } = opts.reconfirm ? await editor(r.sf, { name }) : await createMember({ password: PASSWORD, name }).then(async (m) => ({ m, jar: await login(r.sf, m.userId, new Jar()) }));
  const stolen = jar.header();
  expect((await replay(r.sf, stolen, '/mypage')).status).toBe(200);
  return { ...r, who: { userId: m.userId, name }, jar, stolen, token: jar.values.get('sf_at')! };
}

/** What the stolen cookies open: the name on a page, /mypage, a like, and whose /collect events. */
async function whatItOpens(sf: Storefront, stolen: string, member: { userId: string; name: string }) {
  const home = await replay(sf, stolen, '/');
  const html = await home.text();
  const mypage = await replay(sf, stolen, '/mypage');
  const like = await replay(sf, stolen, '/api/v4/hearts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ itemNo: 1003 }) });
  const marker = `rv${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const collected = await replay(sf, stolen, '/collect', collect(marker));
  expect(collected.status).toBe(202);
  return {
    pageStatus: home.status,
    nameShown: html.includes(member.name),
    mypage: mypage.status === 303 ? `303 ${mypage.headers.get('location')}` : String(mypage.status),
    mypageNamed: mypage.status !== 303 && (await mypage.text()).includes(member.name),
    like: like.status,
    trackedAsMember: (await trackedAs(marker)) === member.userId,
  };
}

const VISITOR = { pageStatus: 200, nameShown: false, mypage: `303 /login?returnTo=${encodeURIComponent('/mypage')}`, mypageNamed: false, like: 401, trackedAsMember: false };

describe('a replayed access token after the session ended', () => {
  it('is the member while the session lives, and the edge asks the origin once per token within the memo', async () => {
    const { sf, state } = rigged();
    const name = uniqueName();
    const m = await createMember({ password: PASSWORD, name });
    const jar = await login(sf, m.userId, new Jar());
    const before = state.statusCalls;
    expect(await whatItOpens(sf, jar.header(), { userId: m.userId, name })).toEqual({
      pageStatus: 200,
      nameShown: true,
      mypage: '200',
      mypageNamed: true,
      like: 200,
      trackedAsMember: true,
    });
    // Four requests with one token, one question to the origin.
    expect(state.statusCalls - before).toBe(1);
  });

  it('after logout on this edge: a visitor at once, everywhere', async () => {
    const { sf, jar, stolen, who } = await stolenSession();
    expect((await browse(sf, jar, '/user/logout', { method: 'POST' })).status).toBe(200);
    expect(await whatItOpens(sf, stolen, who)).toEqual(VISITOR);
  });

  it('after a password change on this edge: a visitor at once; the browser that changed it stays the member', async () => {
    const { sf, jar, stolen, who } = await stolenSession({ reconfirm: true });
    const res = await browse(sf, jar, '/account/edit/password', form({ currentPassword: PASSWORD, newPassword: 'newpass12!', newPasswordConfirm: 'newpass12!' }));
    expect(res.status).toBe(303);
    expect(await whatItOpens(sf, stolen, who)).toEqual(VISITOR);
    expect((await browse(sf, jar, '/mypage')).status).toBe(200);
  });

  it('after leaving on this edge: a visitor at once', async () => {
    const { sf, jar, stolen, who } = await stolenSession();
    expect((await browse(sf, jar, '/account/leave', form({ password: PASSWORD, confirm: 'on' }))).status).toBe(200);
    expect(await whatItOpens(sf, stolen, who)).toEqual(VISITOR);
  });

  // The same three ended through another edge isolate (here: straight at the origin), while this
  // edge remembers the token live: a visitor once the memo's seconds have passed.
  const elsewhere: Array<[string, (token: string) => Promise<number>]> = [
    ['logout', async (token) => (await call('GET', '/user/logout', { token })).status],
    [
      'a password change',
      async (token) => (await call('POST', '/user/info/change-password', { token, json: { user_password: PASSWORD, new_password: 'newpass12!', confirm_password: 'newpass12!' } })).status,
    ],
    ['leaving', async (token) => (await call('DELETE', '/user/info/', { token, json: { user_password: PASSWORD } })).status],
  ];
  for (const [what, end] of elsewhere) {
    it(`after ${what} elsewhere: a visitor within ${LIVENESS_MEMO_MS / 1000} seconds`, async () => {
      const { sf, clock, stolen, who, token } = await stolenSession();
      expect(await end(token)).toBe(200);
      clock.now += LIVENESS_MEMO_MS;
      expect(await whatItOpens(sf, stolen, who)).toEqual(VISITOR);
    });
  }

  it("within the memo's seconds after an end elsewhere, /mypage refused upstream sends to log in, not a 401 with the name", async () => {
    const { sf, stolen, token } = await stolenSession();
    expect((await call('GET', '/user/logout', { token })).status).toBe(200);
    // The clock stands still: this edge still remembers the token live (the bound), yet the page
    // the origin refuses is a trip to log in.
    const mypage = await replay(sf, stolen, '/mypage');
    expect([mypage.status, mypage.headers.get('location')]).toEqual([303, `/login?returnTo=${encodeURIComponent('/mypage')}`]);
  });

  it('clears the name hint but leaves the tokens of an ended session to expire', async () => {
    const { sf, clock, stolen, token } = await stolenSession();
    expect(stolen).toContain('sf_user=');
    expect((await call('GET', '/user/logout', { token })).status).toBe(200);
    clock.now += LIVENESS_MEMO_MS;
    const res = await replay(sf, stolen, '/');
    const cleared = res.headers
      .getSetCookie()
      .filter((c) => /Max-Age=0/.test(c))
      .map((c) => c.split('=')[0]);
    expect(cleared).toContain('sf_user');
    expect(cleared).not.toContain('sf_at');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('when the origin cannot say: a visitor for that request (writes and /collect refused the member), asked again next time', async () => {
    const { sf, clock, state, jar, stolen, who } = await stolenSession();
    state.down = true;
    clock.now += LIVENESS_MEMO_MS;
    const before = state.statusCalls;
    expect(await whatItOpens(sf, stolen, who)).toEqual(VISITOR);
    // A failure is not remembered: each request asked.
    expect(state.statusCalls - before).toBeGreaterThanOrEqual(4);
    state.down = false;
    const mypage = await browse(sf, jar, '/mypage');
    expect(mypage.status).toBe(200);
    expect(await mypage.text()).toContain(who.name);
  });
});

describe('GET /user/token/status at the origin', () => {
  it('answers 200 while the session lives and 401 once it ended, or for any token it would refuse; never stored', async () => {
    const { token } = await stolenSession();
    const live = await call('GET', '/user/token/status', { token });
    expect([live.status, live.body.result]).toEqual([200, 'SUCCESS']);
    expect(live.body.data).toMatchObject({ active: true, userNo: expect.any(Number) });
    expect(live.headers.get('cache-control')).toBe('no-store');
    expect((await call('GET', '/user/logout', { token })).status).toBe(200);
    for (const t of [token, 'not-a-token', `${token.slice(0, -4)}AAAA`]) {
      const ended = await call('GET', '/user/token/status', { token: t });
      expect([ended.status, ended.body.errorCode]).toEqual([401, 'LOGIN_REQUIRED']);
    }
    expect((await call('GET', '/user/token/status')).status).toBe(401);
  });
});

import { readMemberHint } from '../src/member/member-hint';
import { BUSY_ATTR } from '../src/ui/early-taps';

/**
 * The listing cards' hearts (src/listing/CardHeart.tsx), armed without an island: a heart's
 * submit is taken over here and never waits for the grid's island (the form is `data-never-held`,
 * client/replay.ts). The heart shows busy in the tap's own frame, and the code for who is tapping
 * answers it, loaded on that first tap if not yet (the tap is then carried out, so none is lost):
 * a member's likes in place (client/card-hearts.ts); a visitor's, whom the gateway could only
 * answer 401, opens the login dialog without a call or React (client/heart-login.ts). Once the
 * page is idle that code is fetched, and a member's own hearts are filled in. A page without
 * hearts loads nothing.
 */
const FORM = 'form[data-card-heart]';

/** What each kind of shopper's heart code offers. */
export interface HeartCode {
  /** Answers the tap on `form`'s heart and takes its busy mark off. */
  answerHeart(form: HTMLFormElement): Promise<void>;
  /** Work for once the page is idle, if any (a member's hearts filled in). */
  whenIdle?(): void;
}

const loaded = new Map<string, Promise<HeartCode>>();
function code(): Promise<HeartCode> {
  const member = readMemberHint(document.cookie) !== null;
  const key = member ? 'member' : 'visitor';
  let p = loaded.get(key);
  if (!p) {
    p = member ? import('./card-hearts') : import('./heart-login');
    p.catch(() => loaded.delete(key));
    loaded.set(key, p);
  }
  return p;
}

export function armCardHearts(whenIdle: (run: () => void) => void): void {
  document.addEventListener('submit', (event) => {
    const form = event.target instanceof HTMLFormElement && event.target.matches(FORM) ? event.target : null;
    if (!form || event.defaultPrevented) return;
    event.preventDefault();
    form.querySelector('button')?.setAttribute(BUSY_ATTR, '');
    code().then(
      (m) => m.answerHeart(form),
      // The code did not load: the form does what it does without JavaScript.
      () => form.submit(),
    );
  });
  whenIdle(() => {
    if (!document.querySelector(FORM)) return;
    code().then(
      (m) => m.whenIdle?.(),
      () => undefined,
    );
  });
}

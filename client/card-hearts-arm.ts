import { readMemberHint } from '../src/member/member-hint';

/**
 * The listing cards' hearts (src/listing/CardHeart.tsx), armed without an island: a heart's
 * submit is taken over here (its code, client/card-hearts.ts, loads on that first tap and the
 * tap is then carried out, so none is lost), and a member's own hearts are filled in once the
 * page is idle. Visitors never ask for a state; a page without hearts loads nothing.
 */
const FORM = 'form[data-card-heart]';

let code: Promise<typeof import('./card-hearts')> | null = null;
const load = () => {
  code ??= import('./card-hearts').catch((error: unknown) => {
    code = null;
    throw error;
  });
  return code;
};

export function armCardHearts(whenIdle: (run: () => void) => void): void {
  document.addEventListener('submit', (event) => {
    const form = event.target instanceof HTMLFormElement && event.target.matches(FORM) ? event.target : null;
    if (!form || event.defaultPrevented) return;
    event.preventDefault();
    load().then(
      (m) => m.toggleCardHeart(form),
      // The code did not load: the form does what it does without JavaScript.
      () => form.submit(),
    );
  });
  whenIdle(() => {
    if (!readMemberHint(document.cookie) || !document.querySelector(FORM)) return;
    void load().then(
      (m) => m.fillMemberHearts(),
      () => undefined,
    );
  });
}

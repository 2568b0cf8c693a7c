import { sandboxSocialCopy } from '../../copy/sandbox-ko';
import type { SocialProvider } from '../../auth/social';

/**
 * The sandbox social provider's sign-in page: plain server HTML (no script), labelled 샌드박스,
 * with a "continue as <name>" form. Every value that came from the request is escaped.
 */
const copy = sandboxSocialCopy;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export interface AuthorizePageProps {
  provider: SocialProvider;
  redirectUri: string;
  state: string;
  cancelUrl: string;
  name: string;
  email: string;
  gender: 'M' | 'F';
  error?: string;
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#111}
.badge{display:inline-block;background:#ffe14d;color:#111;font-weight:700;padding:4px 10px;border-radius:999px}
label{display:block;margin:14px 0 4px;font-weight:600}input[type=text],input[type=email]{width:100%;box-sizing:border-box;padding:10px;font-size:16px}
button{margin-top:20px;width:100%;padding:12px;font-size:16px;font-weight:700;cursor:pointer}
.error{color:#b00020}.notice{color:#555;font-size:14px}a{display:block;text-align:center;margin-top:14px;color:#555}`;

function shell(title: string, body: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · ${copy.badge}</title><style>${STYLE}</style></head>
<body data-sandbox="social"><span class="badge">${copy.badge}</span>${body}</body></html>`;
}

export function authorizePage(p: AuthorizePageProps): string {
  const providerName = copy.providers[p.provider];
  const title = copy.title(providerName);
  const person = p.name || providerName;
  const checked = (g: 'M' | 'F') => (p.gender === g ? ' checked' : '');
  return shell(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="notice">${escapeHtml(copy.notice)}</p>
${p.error ? `<p class="error" role="alert">${escapeHtml(p.error)}</p>` : ''}
<form method="post" action="/sandbox/social/${p.provider}/authorize">
<input type="hidden" name="redirect_uri" value="${escapeHtml(p.redirectUri)}">
<input type="hidden" name="state" value="${escapeHtml(p.state)}">
<label for="name">${escapeHtml(copy.name)}</label><input id="name" name="name" type="text" required maxlength="50" value="${escapeHtml(p.name)}">
<label for="email">${escapeHtml(copy.email)}</label><input id="email" name="email" type="email" required maxlength="254" value="${escapeHtml(p.email)}">
<fieldset><legend>${escapeHtml(copy.gender)}</legend>
<label><input type="radio" name="gender" value="M"${checked('M')}> ${escapeHtml(copy.male)}</label>
<label><input type="radio" name="gender" value="F"${checked('F')}> ${escapeHtml(copy.female)}</label></fieldset>
<button type="submit">${escapeHtml(copy.continueAs(person))}</button>
</form>
<a href="${escapeHtml(p.cancelUrl)}">${escapeHtml(copy.cancel)}</a>`,
  );
}

export function errorPage(provider: SocialProvider | null, message: string): string {
  const title = provider ? copy.title(copy.providers[provider]) : copy.badge;
  return shell(title, `<h1>${escapeHtml(title)}</h1><p class="error" role="alert">${escapeHtml(message)}</p>`);
}

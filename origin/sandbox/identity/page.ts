import { sandboxIdentityCopy } from '../../copy/sandbox-ko';
import type { FieldName, Purpose } from './form';

/**
 * The sandbox provider's HTML. No inline script or style: the page runs under a CSP of
 * `script-src 'self'; style-src 'self'`, so behaviour lives in /sandbox/identity/result.js and
 * looks in /sandbox/identity/style.css. Everything interpolated goes through `esc`.
 */
const t = sandboxIdentityCopy;
export const ASSET_BASE = '/sandbox/identity';

export function esc(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const purposeLabel = (purpose: Purpose): string => (purpose === 'adult' ? t.purposeAdult : t.purposeCi);

function documentOf(title: string, body: string, script = false): string {
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title>
<link rel="stylesheet" href="${ASSET_BASE}/style.css">
</head>
<body>
<main class="sheet">
<p class="badge">${esc(t.badge)}</p>
${body}
</main>${script ? `\n<script src="${ASSET_BASE}/result.js"></script>` : ''}
</body>
</html>`;
}

export interface FormView {
  purpose: Purpose;
  origin: string;
  values?: Partial<Record<FieldName, string>>;
  errors?: Partial<Record<FieldName, string>>;
}

function field(id: FieldName, label: string, input: string, hint: string | null, error: string | undefined): string {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const aria = `${describedBy ? ` aria-describedby="${describedBy}"` : ''}${error ? ' aria-invalid="true"' : ''}`;
  return `<div class="field">
<label for="identity-${id}">${esc(label)}</label>
${input.replace('<input', `<input id="identity-${id}"${aria}`)}
${hint ? `<p class="hint" id="${id}-hint">${esc(hint)}</p>` : ''}${error ? `<p class="error" id="${id}-error" role="alert">${esc(error)}</p>` : ''}
</div>`;
}

export function formPage({ purpose, origin, values = {}, errors = {} }: FormView): string {
  const v = (k: FieldName) => esc(values[k] ?? '');
  const hasErrors = Object.keys(errors).length > 0;
  const gender = values.gender;
  const radio = (value: 'M' | 'F', label: string) => `<label class="choice"><input type="radio" name="gender" value="${value}" required${gender === value ? ' checked' : ''}> ${esc(label)}</label>`;
  const genderError = errors.gender ? `<p class="error" id="gender-error" role="alert">${esc(errors.gender)}</p>` : '';
  const body = `<h1>${esc(purposeLabel(purpose))}</h1>
<p class="notice">${esc(t.notice)}</p>
${hasErrors ? `<p class="error summary" role="alert">${esc(t.formInvalid)}</p>` : ''}
<form method="post" action="${ASSET_BASE}" autocomplete="off" novalidate>
<input type="hidden" name="purpose" value="${esc(purpose)}">
<input type="hidden" name="origin" value="${esc(origin)}">
${field('name', t.name, `<input type="text" name="name" value="${v('name')}" maxlength="20" required>`, null, errors.name)}
${field('birthDate', t.birthDate, `<input type="text" name="birthDate" value="${v('birthDate')}" inputmode="numeric" maxlength="10" placeholder="YYYY-MM-DD" required>`, t.birthDateHint, errors.birthDate)}
<fieldset class="field"${errors.gender ? ' aria-describedby="gender-error"' : ''}>
<legend>${esc(t.gender)}</legend>
${radio('M', t.male)} ${radio('F', t.female)}
${genderError}
</fieldset>
${field('phone', t.phone, `<input type="tel" name="phone" value="${v('phone')}" inputmode="tel" maxlength="13" required>`, t.phoneHint, errors.phone)}
<button type="submit">${esc(t.submit)}</button>
</form>`;
  return documentOf(t.pageTitle(purposeLabel(purpose)), body);
}

export function errorPage(message: string): string {
  return documentOf(t.pageTitle(t.purposeCi), `<h1>${esc(t.purposeCi)}</h1>\n<p class="error" role="alert">${esc(message)}</p>`);
}

export interface ResultView {
  purpose: Purpose;
  key: string;
  targetOrigin: string;
  /** 'app': hand the key to the native app's callback; 'opener': post it to the opening window. */
  delivery: 'app' | 'opener';
}

export function resultPage({ purpose, key, targetOrigin, delivery }: ResultView): string {
  const body = `<h1>${esc(purposeLabel(purpose))}</h1>
<p id="identity-status" role="status">${esc(t.done)}</p>
<div id="identity-result" hidden data-purpose="${esc(purpose)}" data-key="${esc(key)}" data-target-origin="${esc(targetOrigin)}" data-delivery="${delivery}" data-no-opener="${esc(t.noOpener)}"></div>`;
  return documentOf(t.pageTitle(purposeLabel(purpose)), body, true);
}

/**
 * Delivers the key once, then closes the window. Web: postMessage to the opener with the
 * allowed origin the server put in the page (never '*'); in the app web view: the app's
 * callback (iOS message handler, or the Android interface, which takes only strings).
 */
export const RESULT_SCRIPT = `(function () {
  'use strict';
  var el = document.getElementById('identity-result');
  if (!el) return;
  var key = el.getAttribute('data-key') || '';
  var purpose = el.getAttribute('data-purpose') || '';
  var target = el.getAttribute('data-target-origin') || '';
  var status = document.getElementById('identity-status');
  function fail() { if (status) status.textContent = el.getAttribute('data-no-opener') || ''; }
  if (!key) return fail();
  if (el.getAttribute('data-delivery') === 'app') {
    var message = { type: 'identityVerificationResult', key: key };
    var ios = window.webkit && window.webkit.messageHandlers && window.webkit.messageHandlers.storefront;
    if (ios) { ios.postMessage(message); return; }
    if (window.StorefrontAndroid) { window.StorefrontAndroid.postMessage(JSON.stringify(message)); return; }
    return fail();
  }
  if (!window.opener || !target) return fail();
  window.opener.postMessage({ type: 'identity-verification', purpose: purpose, key: key }, target);
  setTimeout(function () { window.close(); }, 300);
})();
`;

export const STYLE_SHEET = `*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Noto Sans KR",sans-serif;background:#f4f4f5;color:#18181b}
.sheet{max-width:420px;margin:0 auto;padding:24px 20px;background:#fff;min-height:100vh}
.badge{display:inline-block;margin:0 0 12px;padding:2px 8px;border-radius:4px;background:#fde68a;color:#78350f;font-size:12px;font-weight:700}
h1{font-size:20px;margin:0 0 8px}
.notice{font-size:13px;color:#52525b;margin:0 0 20px}
.field{margin:0 0 16px;border:0;padding:0}
label,legend{display:block;font-size:14px;font-weight:600;margin-bottom:6px}
.choice{display:inline-flex;gap:6px;align-items:center;font-weight:400;margin-right:16px}
input[type=text],input[type=tel]{width:100%;padding:10px 12px;font-size:16px;border:1px solid #d4d4d8;border-radius:6px}
input[aria-invalid=true]{border-color:#dc2626}
.hint{font-size:12px;color:#71717a;margin:4px 0 0}
.error{font-size:13px;color:#dc2626;margin:4px 0 0}
.summary{margin:0 0 16px}
button{width:100%;padding:12px;font-size:16px;font-weight:700;color:#fff;background:#18181b;border:0;border-radius:6px;cursor:pointer}
`;

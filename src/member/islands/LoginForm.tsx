import { useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { loginCopy } from '../../copy/ko';
import { isEmailShape } from '../../../rules/email';

export const propsSchema = z.object({
  returnTo: z.string(),
  id: z.string(),
  /** The message of the last failed attempt (wrong password, lockout), from the server. */
  error: z.nullable(z.string()),
  social: z.array(z.object({ type: z.string(), href: z.string(), label: z.string() })),
  /** The demo members' hint, in development only (production has no demo members). */
  demoHint: z.boolean(),
});
export type LoginFormProps = z.infer<typeof propsSchema>;

/** The shopper's input as the login form checks it before sending (spec 5 e-mail shape). */
export function loginInputError(id: string, password: string): string | null {
  if (id.trim() === '') return loginCopy.idRequired;
  if (!isEmailShape(id.trim())) return loginCopy.emailShape;
  if (password === '') return loginCopy.passwordRequired;
  return null;
}

/**
 * The id/password form of /login and the social buttons. It is a plain POST form, so it works
 * before (or without) JavaScript; hydrated, it checks the e-mail shape before sending.
 */
export default function LoginForm({ returnTo, id: initialId, error, social, demoHint }: LoginFormProps) {
  const [message, setMessage] = useState<string | null>(error);
  const [pending, setPending] = useState(false);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const data = new FormData(e.currentTarget);
    const problem = loginInputError(String(data.get('id') ?? ''), String(data.get('password') ?? ''));
    if (problem) {
      e.preventDefault();
      setMessage(problem);
      return;
    }
    setPending(true);
  };

  return (
    <div className="flex flex-col gap-6">
      <form method="post" action="/login" noValidate onSubmit={onSubmit} className="flex flex-col gap-3" data-testid="login-form">
        <input type="hidden" name="returnTo" value={returnTo} />
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {loginCopy.idLabel}
          <input
            name="id"
            type="email"
            autoComplete="username"
            defaultValue={initialId}
            placeholder={loginCopy.idPlaceholder}
            required
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? 'login-error' : undefined}
            className="h-12 rounded border border-neutral-300 px-3 text-base font-normal"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {loginCopy.passwordLabel}
          <input name="password" type="password" autoComplete="current-password" required className="h-12 rounded border border-neutral-300 px-3 text-base font-normal" />
        </label>
        {message ? (
          <p id="login-error" role="alert" className="m-0 text-sm text-red-600" data-testid="login-error">
            {message}
          </p>
        ) : null}
        <button type="submit" disabled={pending} className="h-12 cursor-pointer rounded border-0 bg-black text-base font-bold text-white disabled:opacity-60">
          {loginCopy.submit}
        </button>
      </form>
      {social.length > 0 && (
        <section aria-labelledby="social-login-title">
          <h2 id="social-login-title" className="text-sm font-bold text-neutral-600">
            {loginCopy.socialHeading}
          </h2>
          <ul className="m-0 mt-2 grid list-none gap-2 p-0">
            {social.map((s) => (
              <li key={s.type}>
                <a href={s.href} data-social={s.type} className="flex h-11 items-center justify-center rounded border border-neutral-300 text-sm font-semibold text-black no-underline">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {demoHint && <p className="m-0 text-xs text-neutral-500">{loginCopy.demoHint}</p>}
    </div>
  );
}

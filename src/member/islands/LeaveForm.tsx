import { useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { leaveCopy as t } from '../../copy/ko';

export const propsSchema = z.object({
  /** A password account proves itself with the password; a social one has none. */
  needsPassword: z.boolean(),
  /** The reason typed last time, kept after a refusal. */
  message: z.string(),
  /** The server's message after a refused post, and the field it belongs to. */
  error: z.nullable(z.object({ field: z.enum(['password', 'confirm', 'form']), text: z.string() })),
});
export type LeaveFormProps = z.infer<typeof propsSchema>;

/**
 * The leaving form of /account/leave: a plain POST form (it works before or without
 * JavaScript; the server checks everything). Hydrated, it says what is missing before sending
 * and sends once, however often the button is pressed.
 */
export default function LeaveForm({ needsPassword, message, error: serverError }: LeaveFormProps) {
  const [error, setError] = useState(serverError);
  const [pending, setPending] = useState(false);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (pending) return e.preventDefault();
    const data = new FormData(e.currentTarget);
    if (needsPassword && String(data.get('password') ?? '') === '') {
      e.preventDefault();
      setError({ field: 'password', text: t.passwordRequired });
      return;
    }
    if (data.get('confirm') !== 'on') {
      e.preventDefault();
      setError({ field: 'confirm', text: t.confirmRequired });
      return;
    }
    setPending(true);
  };
  const note = (field: 'password' | 'confirm' | 'form') =>
    error?.field === field ? (
      <p id={`leave-${field}-error`} role="alert" className="m-0 text-sm text-red-600" data-testid={`leave-${field}-error`}>
        {error.text}
      </p>
    ) : null;

  return (
    <form method="post" action="/account/leave" noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="leave-form">
      {note('form')}
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {t.messageLabel}
        <textarea name="message" defaultValue={message} maxLength={1000} rows={3} placeholder={t.messagePlaceholder} className="rounded border border-neutral-300 p-3 text-base font-normal" />
      </label>
      {needsPassword ? (
        <>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {t.passwordLabel}
            <input
              name="password"
              type="password"
              autoComplete="current-password"
              maxLength={256}
              aria-invalid={error?.field === 'password' ? true : undefined}
              aria-describedby={error?.field === 'password' ? 'leave-password-error' : undefined}
              className="h-12 rounded border border-neutral-300 px-3 text-base font-normal aria-[invalid=true]:border-red-600"
            />
          </label>
          {note('password')}
        </>
      ) : null}
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" name="confirm" className="h-5 w-5 accent-black" aria-describedby={error?.field === 'confirm' ? 'leave-confirm-error' : undefined} />
        {t.confirm}
      </label>
      {note('confirm')}
      <button type="submit" disabled={pending} className="h-12 cursor-pointer rounded border border-red-700 bg-white text-base font-bold text-red-700 disabled:opacity-60">
        {t.submit}
      </button>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { ACCOUNT_FORMS, accountFormErrors, firstFieldWithError, type AccountFieldErrors } from '../account-forms';

export const propsSchema = z.object({
  form: z.enum(['reconfirm', 'password', 'email', 'emailVerify']),
  action: z.string(),
  /** What was typed last time, kept after a refusal (never a password). */
  values: z.record(z.string(), z.string()),
  /** Messages per field after a refused post; `''` for the whole form. */
  errors: z.record(z.string(), z.string()),
  /** Hidden fields sent along (where to go next). */
  hidden: z.record(z.string(), z.string()),
});
export type AccountFormProps = z.infer<typeof propsSchema>;

const inputClass = 'h-12 rounded border border-neutral-300 px-3 text-base font-normal aria-[invalid=true]:border-red-600';

/**
 * One form of the account pages (src/member/account-forms.ts has their fields): a plain POST
 * form, so it works before or without JavaScript and the server checks everything again.
 * Hydrated, it says what is wrong next to each field before sending, keeps what was typed, and
 * sends once however often the button is pressed (a password change sent twice would find its
 * own session ended by the first).
 */
export default function AccountForm({ form, action, values, errors: serverErrors, hidden }: AccountFormProps) {
  const spec = ACCOUNT_FORMS[form];
  const [errors, setErrors] = useState<AccountFieldErrors>(serverErrors);
  const [pending, setPending] = useState(false);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (pending) return e.preventDefault();
    const found = accountFormErrors(form, new FormData(e.currentTarget));
    setErrors(found);
    const first = firstFieldWithError(form, found);
    if (first) {
      e.preventDefault();
      e.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setPending(true);
  };
  // A field the shopper changes loses its old message; the next submit checks it again.
  const onChange = (e: FormEvent<HTMLFormElement>) => {
    const name = (e.target as HTMLInputElement).name;
    if (errors[name] === undefined && errors[''] === undefined) return;
    setErrors((prev) => {
      const next = { ...prev };
      delete next[name];
      delete next[''];
      return next;
    });
  };

  const idOf = (field: string, kind: 'error' | 'hint') => `${form}-${field}-${kind}`;
  return (
    <form method="post" action={action} noValidate onSubmit={onSubmit} onChange={onChange} className="flex flex-col gap-3" data-testid={`${form}-form`}>
      {Object.entries(hidden).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      {errors[''] ? (
        <p role="alert" className="m-0 rounded bg-red-50 p-3 text-sm text-red-700" data-testid={`${form}-form-error`}>
          {errors['']}
        </p>
      ) : null}
      {spec.fields.map((f) => {
        const error = errors[f.name];
        const described = [error ? idOf(f.name, 'error') : null, f.hint ? idOf(f.name, 'hint') : null].filter(Boolean).join(' ');
        return (
          <div key={f.name} className="flex flex-col gap-1">
            <label className="flex flex-col gap-1 text-sm font-semibold">
              {f.label}
              <input
                name={f.name}
                type={f.type}
                autoComplete={f.autoComplete}
                maxLength={f.maxLength}
                defaultValue={f.type === 'password' ? undefined : (values[f.name] ?? '')}
                aria-invalid={error ? true : undefined}
                aria-describedby={described || undefined}
                className={inputClass}
              />
            </label>
            {f.hint ? (
              <p id={idOf(f.name, 'hint')} className="m-0 text-xs text-neutral-600">
                {f.hint}
              </p>
            ) : null}
            {error ? (
              <p id={idOf(f.name, 'error')} role="alert" className="m-0 text-sm text-red-600" data-testid={idOf(f.name, 'error')}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <button type="submit" disabled={pending} className="mt-1 h-12 cursor-pointer rounded border-0 bg-black text-base font-bold text-white disabled:opacity-60">
        {spec.submit}
      </button>
    </form>
  );
}

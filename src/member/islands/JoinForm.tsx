import { useLayoutEffect, useRef, useState, type Dispatch, type FocusEvent, type FormEvent, type RefObject, type SetStateAction } from 'react';
import * as z from 'zod/mini';
import { isEmailShape } from '../../../rules/email';
import { REQUIRED_CONSENTS, type JoinField } from '../../../rules/join';
import { exchange } from '../../browser/data-client';
import { joinCopy as t } from '../../copy/ko';
import { JOIN_CONSENTS, JOIN_FIELD_ORDER, joinFieldErrors } from '../join-form';

const fieldErrors = z.partialRecord(z.enum(['userId', 'password', 'passwordConfirm', 'name', 'gender', 'consents']), z.string());
export const propsSchema = z.object({
  returnTo: z.string(),
  /** What the shopper typed last time (never the passwords), so a refusal loses nothing. */
  values: z.object({ userId: z.string(), name: z.string(), gender: z.string(), consents: z.array(z.string()) }),
  /** The server's messages per field after a refused post. */
  errors: fieldErrors,
  /** A message that belongs to no field (a busy server, too many tries). */
  formError: z.nullable(z.string()),
});
export type JoinFormProps = z.infer<typeof propsSchema>;

const ALL = JOIN_CONSENTS;
const ORDER = JOIN_FIELD_ORDER;

const inputClass = 'h-12 rounded border border-neutral-300 px-3 text-base font-normal aria-[invalid=true]:border-red-600';

/**
 * The sign-up form of /join: a plain POST form, so it works before (or without) JavaScript and
 * the server checks everything again; hydrated, it says what is wrong next to each field before
 * sending, and tells whether the e-mail is free when the shopper leaves that field.
 */
export default function JoinForm({ returnTo, values, errors: serverErrors, formError }: JoinFormProps) {
  const [errors, setErrors] = useState<Errors>(serverErrors);
  const [pending, setPending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const consents = useConsents(values.consents, form);
  const id = useIdCheck(setErrors);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (pending) {
      e.preventDefault(); // one sign-up per press
      return;
    }
    const found = joinFieldErrors(new FormData(e.currentTarget));
    setErrors(found);
    const first = ORDER.find((f) => found[f] !== undefined);
    if (first) {
      e.preventDefault();
      form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    setPending(true);
  };

  // A field the shopper changes loses its old message; the next submit checks it again.
  const onChange = (e: FormEvent<HTMLFormElement>) => {
    const name = (e.target as HTMLInputElement).name;
    const field: JoinField | undefined = (ALL as readonly string[]).includes(name) ? 'consents' : ORDER.find((f) => f === name);
    if (field && errors[field] !== undefined) setErrors((prev) => ({ ...prev, [field]: undefined }));
    if (name === 'userId') id.setNote(null);
  };

  const described = (field: JoinField, hint?: string) => describedBy(errors, field, hint);

  return (
    <form ref={form} method="post" action="/join" noValidate onSubmit={onSubmit} onChange={onChange} className="flex flex-col gap-4" data-testid="join-form">
      <input type="hidden" name="returnTo" value={returnTo} />
      {formError ? (
        <p role="alert" className="m-0 rounded bg-red-50 p-3 text-sm text-red-700">
          {formError}
        </p>
      ) : null}
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {t.idLabel}
        <input
          name="userId"
          type="email"
          autoComplete="username"
          defaultValue={values.userId}
          placeholder={t.idPlaceholder}
          maxLength={254}
          onBlur={(e) => void id.check(e)}
          className={inputClass}
          {...described('userId', id.note ? 'join-id-note' : undefined)}
        />
      </label>
      <FieldError field="userId" errors={errors} />
      {id.note && !errors.userId ? (
        <p id="join-id-note" className="m-0 text-sm text-green-700" data-testid="join-id-note">
          {id.note}
        </p>
      ) : null}
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {t.passwordLabel}
        <input name="password" type="password" autoComplete="new-password" maxLength={64} className={inputClass} {...described('password', 'join-password-rule')} />
      </label>
      <p id="join-password-rule" className="m-0 text-xs text-neutral-600">
        {t.passwordRule}
      </p>
      <FieldError field="password" errors={errors} />
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {t.passwordConfirmLabel}
        <input name="passwordConfirm" type="password" autoComplete="new-password" maxLength={64} className={inputClass} {...described('passwordConfirm')} />
      </label>
      <FieldError field="passwordConfirm" errors={errors} />
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {t.nameLabel}
        <input name="name" type="text" autoComplete="name" defaultValue={values.name} maxLength={30} className={inputClass} {...described('name')} />
      </label>
      <FieldError field="name" errors={errors} />
      <GenderField gender={values.gender} described={described('gender')} />
      <FieldError field="gender" errors={errors} />
      <ConsentsField consents={consents} described={described('consents')} onAll={() => setErrors((p) => ({ ...p, consents: undefined }))} />
      <FieldError field="consents" errors={errors} />
      <button type="submit" disabled={pending} className="h-12 cursor-pointer rounded border-0 bg-black text-base font-bold text-white disabled:opacity-60">
        {t.submit}
      </button>
    </form>
  );
}

type Errors = Partial<Record<JoinField, string>>;

/** A field's accessibility wiring: invalid while it has a message, described by it and its hint. */
function describedBy(errors: Errors, field: JoinField, hint?: string) {
  return {
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': [errors[field] ? `join-${field}-error` : null, hint].filter(Boolean).join(' ') || undefined,
    'data-field': field,
  };
}
type Described = ReturnType<typeof describedBy>;

function FieldError({ field, errors }: { field: JoinField; errors: Errors }) {
  return errors[field] ? (
    <p id={`join-${field}-error`} role="alert" className="m-0 text-sm text-red-600" data-testid={`join-${field}-error`}>
      {errors[field]}
    </p>
  ) : null;
}

/** Whether the e-mail is free, asked when the shopper leaves that field; a taken one is the field's error. */
function useIdCheck(setErrors: Dispatch<SetStateAction<Errors>>) {
  const [note, setNote] = useState<string | null>(null);
  const check = async (e: FocusEvent<HTMLInputElement>) => {
    const id = e.target.value.trim();
    setNote(null);
    if (!isEmailShape(id)) return;
    const answer = await exchange({ method: 'POST', path: '/user/validator/id', body: { user_id: id } });
    if (answer.kind !== 'answer') return;
    if (answer.status === 404) setNote(t.idFree);
    else if (answer.status === 200) setErrors((prev) => ({ ...prev, userId: t.idTaken }));
  };
  return { note, setNote, check };
}

/** The consent boxes' ticks, with those ticked in the server's HTML before hydration kept (the island's rule). */
function useConsents(initial: readonly string[], form: RefObject<HTMLFormElement | null>) {
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set(initial));
  useLayoutEffect(() => {
    const ticked = ALL.filter((k) => form.current?.querySelector<HTMLInputElement>(`input[name="${k}"]`)?.checked);
    setChecked(new Set(ticked));
  }, [form]);
  const toggle = (key: string, on: boolean) => {
    const next = new Set(checked);
    if (on) next.add(key);
    else next.delete(key);
    setChecked(next);
  };
  return { checked, setChecked, toggle, all: ALL.every((k) => checked.has(k)) };
}

function GenderField({ gender, described }: { gender: string; described: Described }) {
  return (
    <fieldset className="m-0 flex flex-col gap-2 border-0 p-0" {...described} tabIndex={-1}>
      <legend className="mb-1 p-0 text-sm font-semibold">{t.genderLabel}</legend>
      <div className="flex gap-4">
        {(['F', 'M'] as const).map((g) => (
          <label key={g} className="flex min-h-11 items-center gap-2 text-sm">
            <input type="radio" name="gender" value={g} defaultChecked={gender === g} className="h-5 w-5 accent-black" />
            {t.genders[g]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The consent boxes under one 전체 동의 box that ticks or clears them all. */
function ConsentsField({ consents, described, onAll }: { consents: ReturnType<typeof useConsents>; described: Described; onAll: () => void }) {
  return (
    <fieldset className="m-0 flex flex-col gap-1 rounded border border-neutral-200 p-3" {...described} tabIndex={-1}>
      <legend className="px-1 text-sm font-semibold">{t.consentsLabel}</legend>
      <label className="flex min-h-11 items-center gap-2 border-b border-neutral-100 text-sm font-bold">
        <input
          type="checkbox"
          checked={consents.all}
          onChange={(e) => (consents.setChecked(new Set(e.target.checked ? ALL : [])), onAll())}
          className="h-5 w-5 accent-black"
          data-testid="join-all-consents"
        />
        {t.allConsents}
      </label>
      {ALL.map((k) => (
        <label key={k} className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" name={k} checked={consents.checked.has(k)} onChange={(e) => consents.toggle(k, e.target.checked)} className="h-5 w-5 accent-black" />
          <span>
            {t.consents[k]} <span className="text-neutral-600">{(REQUIRED_CONSENTS as readonly string[]).includes(k) ? t.required : t.optional}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

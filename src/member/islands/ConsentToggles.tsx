import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import * as z from 'zod/mini';
import { appPlatform, fetchNotificationState, notificationsOff } from '../../browser/bridge';
import { exchange } from '../../browser/data-client';
import { failureFrom, failureMessage, genericFailure, type ActionFailure } from '../../browser/failures';
import { QueryProvider } from '../../browser/query-client';
import { agreementsCopy as t } from '../../copy/ko';
import { changedElsewhere, changeFor, readConsentAnswer, settle, toggled, type ConsentKey, type ConsentState } from '../agreements';

const version = z.nullable(z.enum(['V1', 'V2']));
export const propsSchema = z.object({
  id: z.string(),
  /** What the server stored when the page was drawn. */
  initial: z.object({
    privacy: z.boolean(),
    sms: z.boolean(),
    push: z.boolean(),
    email: z.boolean(),
    privacyVersion: version,
    advertisingVersion: version,
    revision: z.nullable(z.number()),
  }),
});
export type ConsentTogglesProps = z.infer<typeof propsSchema>;

/** The consents as react-query state, the stored answer as initial data (never fetched again). */
const CONSENT_KEY = ['member', 'agreements'] as const;

/**
 * The consent toggles (issue 11 item 6). A toggle shows its new state at once and sends only
 * that consent with the revision the page shows; the answer (what the server stored) is what the
 * page settles to, and a failed write puts that toggle back with the reason. When another tab or
 * device changed the consents since (409 AGREEMENTS_CHANGED, issue 27) the page shows the
 * current consents the refusal carries and says so. While a write is on its way every toggle
 * waits: the page's own writes never race each other on one revision.
 */
export default function ConsentToggles(props: ConsentTogglesProps) {
  // As CartCount: the server draws the stored state without a query client.
  if (typeof document === 'undefined') return <Toggles id={props.id} state={props.initial} busy={new Set()} message={null} />;
  return (
    <QueryProvider>
      <InteractiveToggles {...props} />
    </QueryProvider>
  );
}

function InteractiveToggles({ id, initial }: ConsentTogglesProps) {
  const client = useQueryClient();
  const { data } = useQuery({ queryKey: CONSENT_KEY, queryFn: () => initial, initialData: initial, staleTime: Infinity });
  const pending = useRef(new Set<ConsentKey>());
  const [busy, setBusy] = useState<ReadonlySet<ConsentKey>>(new Set());
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const shown = (): ConsentState => client.getQueryData<ConsentState>(CONSENT_KEY) ?? initial;
  const mark = (key: ConsentKey, on: boolean) => {
    if (on) pending.current.add(key);
    else pending.current.delete(key);
    setBusy(new Set(pending.current));
  };

  // In the app, turning push on first asks the app whether the phone lets it notify (spec 7.1),
  // so the shopper learns that the consent alone will not bring pushes.
  const phoneState = useRef<Promise<unknown> | null>(null);
  const write = useMutation<ConsentState, WriteFailure, { key: ConsentKey; on: boolean; revision: number | null }, { was: boolean }>({
    mutationFn: async ({ key, on, revision }) => {
      const answer = await exchange({ method: 'POST', path: '/api/v4/agreements', body: changeFor(key, on, revision) });
      if (answer.kind !== 'answer') throw genericFailure();
      const changed = changedElsewhere(answer.status, answer.body);
      if (changed) throw { kind: 'changed', current: changed.current } satisfies WriteFailure;
      const failure = failureFrom(answer.status, answer.body);
      if (failure) throw failure;
      const stored = readConsentAnswer(answer.body);
      if (!stored) throw genericFailure();
      return stored;
    },
    onMutate: ({ key, on }) => {
      if (key === 'push' && on && appPlatform() !== 'web') phoneState.current = fetchNotificationState();
      const was = shown()[key];
      mark(key, true);
      client.setQueryData<ConsentState>(CONSENT_KEY, toggled(shown(), key, on));
      return { was };
    },
    onSuccess: (stored, { key }) => {
      mark(key, false);
      client.setQueryData<ConsentState>(CONSENT_KEY, settle(shown(), stored, pending.current));
      setMessage({ text: t.saved, failed: false });
      const asked = key === 'push' && stored.push ? phoneState.current : null;
      phoneState.current = null;
      if (asked) void asked.then((answer) => notificationsOff(answer) && setMessage({ text: t.pushOffOnPhone, failed: false }));
    },
    onError: (failure, { key }, context) => {
      mark(key, false);
      phoneState.current = null;
      if (failure.kind === 'changed' && failure.current) client.setQueryData<ConsentState>(CONSENT_KEY, failure.current);
      else if (context) client.setQueryData<ConsentState>(CONSENT_KEY, { ...shown(), [key]: context.was });
      setMessage({ text: failure.kind === 'changed' ? t.changedElsewhere : failureMessage(failure), failed: true });
    },
  });

  return <Toggles id={id} state={data} busy={busy} message={message} onToggle={(key, on) => write.mutate({ key, on, revision: shown().revision })} />;
}

/** A failed write: the usual failures, or the consents changed elsewhere (with what is stored now, when known). */
type WriteFailure = ActionFailure | { kind: 'changed'; current: ConsentState | null };

interface TogglesProps {
  id: string;
  state: ConsentState;
  busy: ReadonlySet<ConsentKey>;
  message: { text: string; failed: boolean } | null;
  onToggle?: (key: ConsentKey, on: boolean) => void;
}

function Toggles({ id, state, busy, message, onToggle }: TogglesProps) {
  const row = (key: ConsentKey, label: string, hint?: string) => (
    <li key={key} className="flex items-center justify-between gap-3 border-b border-neutral-100 py-3 last:border-b-0">
      <label htmlFor={`${id}-${key}`} className="min-w-0 flex-1 cursor-pointer">
        <span className="block text-sm font-semibold text-black">{label}</span>
        {hint ? <span className="mt-0.5 block text-xs text-neutral-600">{hint}</span> : null}
      </label>
      <input
        id={`${id}-${key}`}
        type="checkbox"
        // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox carries its checked state; ARIA in HTML says not to repeat it in aria-checked.
        role="switch"
        data-consent={key}
        checked={state[key]}
        aria-busy={busy.has(key) || undefined}
        disabled={busy.size > 0}
        onChange={(e) => onToggle?.(key, e.target.checked)}
        readOnly={onToggle === undefined}
        className="h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-neutral-300 transition-colors before:block before:h-5 before:w-5 before:translate-x-0.5 before:translate-y-0.5 before:rounded-full before:bg-white before:transition-transform before:content-[''] checked:bg-black checked:before:translate-x-5.5 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-black"
      />
    </li>
  );
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={`${id}-privacy-h`}>
        <h2 id={`${id}-privacy-h`} className="m-0 text-base font-bold">
          {t.privacyGroup}
        </h2>
        <ul className="m-0 mt-1 list-none p-0">{row('privacy', t.privacy, t.privacyHint)}</ul>
        <p className="m-0 text-xs text-neutral-600" data-testid="privacy-version">
          {state.privacyVersion ? t.version(state.privacyVersion) : t.noVersion}
        </p>
      </section>
      <section aria-labelledby={`${id}-ad-h`}>
        <h2 id={`${id}-ad-h`} className="m-0 text-base font-bold">
          {t.advertisingGroup}
        </h2>
        <ul className="m-0 mt-1 list-none p-0">
          {row('sms', t.sms)}
          {row('push', t.push)}
          {row('email', t.email)}
        </ul>
        <p className="m-0 text-xs text-neutral-600" data-testid="advertising-version">
          {state.advertisingVersion ? t.version(state.advertisingVersion) : t.noVersion}
        </p>
      </section>
      <p role={message?.failed ? 'alert' : 'status'} className={`m-0 min-h-5 text-sm ${message?.failed ? 'text-red-700' : 'text-neutral-700'}`} data-testid="consent-message">
        {message?.text ?? ''}
      </p>
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { bypassAnalyticsEvent, setUserProperties } from '../../browser/bridge';
import { commonCopy, errorsCopy, identityCopy } from '../../copy/ko';
import { BottomSheet } from '../../ui/BottomSheet';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { adultData, type Answer, getAdultStatus, postAdultKey, postIdentityToken, succeeded } from '../api';
import { identityCheck, refreshIdentityCheck } from '../identity-check';
import { ConsentForm } from '../components/ConsentForm';
import { checkConsent, initialConsent, type ConsentState } from '../consent';
import { track } from '../../tracking/beacon';
import { leaveAction, type GateState } from '../gate';
import { adultFailure, identityFailure, identityKeyMissing, type DialogMessage } from '../messages';
import { closeWebView, openVerification } from '../verification-window';

export const propsSchema = z.object({
  id: z.string(),
  state: z.enum(['login', 'identity', 'verify', 'minor', 'unavailable', 'paused']),
  loginUrl: z.string(),
  providerOrigin: z.string(),
  inAppWebView: z.boolean(),
  /** The shop's customer-service contacts the same-name failure names (src/shop/identity.ts `helpContact`); null: none configured. */
  helpContact: z.nullable(z.string()),
});
export type AdultGateProps = z.infer<typeof propsSchema>;

type Step = Exclude<GateState, 'content'>;

const t = identityCopy;

/** Spec 4.5 step 3: leaving a page the shopper may not see. */
function leave(inAppWebView: boolean) {
  let sameSite = false;
  try {
    // Back to the login page would only bring a member straight here again.
    const from = document.referrer === '' ? null : new URL(document.referrer);
    sameSite = !!from && from.origin === window.location.origin && !from.pathname.startsWith('/login');
  } catch {
    sameSite = false;
  }
  const action = leaveAction({ historyLength: window.history.length, sameSiteReferrer: sameSite, inAppWebView });
  if (action === 'back') window.history.back();
  else if (action === 'close-webview' && closeWebView()) return;
  else window.location.assign('/');
}

/**
 * The adult gate over an adult-only item whose content the edge withheld (spec 2.8, 4.5). The
 * card says what is needed; the flows run here: identity first (consent sheet with the
 * mandatory tick → provider window → the token posted), then adult verification (provider
 * window → the key posted) → success dialog and a reload into the unblocked page, or the
 * not-allowed dialog for a minor. Every failure says the spec 8 words. Without JavaScript the
 * login and cancel links still work.
 */
export default function AdultGate(props: AdultGateProps) {
  const gate = useGateFlows(props);
  const { id } = props;
  const { step, pending } = gate;
  // When the gate changes state its button may go (a minor has none): focus moves to the gate
  // itself, which names and says its new state, never to the page body (issue 29).
  const card = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    card.current?.focus();
  }, [step]);

  return (
    <div className="absolute inset-0 flex items-start justify-center bg-white/60 px-4 pt-24" data-gate-step={step}>
      <div
        ref={card}
        tabIndex={-1}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        className="w-full max-w-sm rounded-lg bg-white p-6 text-center text-black shadow-lg"
      >
        <GateCard id={id} step={step} />
        <GateActions step={step} loginUrl={props.loginUrl} inAppWebView={props.inAppWebView} pending={pending} onPrimary={gate.primary} />
      </div>

      <BottomSheet id={`${id}-consent`} open={gate.sheetOpen} onClose={() => gate.setSheetOpen(false)} title={t.consentTitle}>
        <ConsentForm id={`${id}-consent-form`} state={gate.consent} onChange={gate.setConsent} pending={pending} onStart={() => void gate.verifyIdentity()} />
      </BottomSheet>
      <Dialog id={`${id}-message`} open={gate.message !== null} role="alertdialog" dismissible title={gate.message?.title} onClose={() => gate.setMessage(null)}>
        {gate.message?.body ?? null}
      </Dialog>
      <Dialog id={`${id}-success`} open={gate.success} role="alertdialog" title={t.successTitle} onClose={() => window.location.reload()}>
        {t.successBody}
      </Dialog>
    </div>
  );
}

/**
 * The gate's state and its flows: identity (consent, provider window, the token posted), then
 * adult verification (provider window, the key posted). One flow runs at a time (`pending`).
 */
function useGateFlows(props: AdultGateProps) {
  const [step, setStep] = useState<Step>(props.state);
  // The consent sheet stays open under a message dialog (e.g. 약관 동의가 필요해요).
  const [sheetOpen, setSheetOpen] = useState(false);
  const [message, setMessage] = useState<DialogMessage | null>(null);
  const [success, setSuccess] = useState(false);
  const [consent, setConsent] = useState<ConsentState>(initialConsent);
  const [pending, setPending] = useState(false);
  const show = (m: DialogMessage) => setMessage(m);
  const admit = (isAdult: boolean) => (isAdult ? setSuccess(true) : setStep('minor'));
  const busy = async (flow: () => Promise<unknown>) => {
    setPending(true);
    try {
      await flow();
    } finally {
      setPending(false);
    }
  };

  const verifyAdult = async () => {
    if (pending) return;
    await busy(async () => {
      const result = await openVerification(props.providerOrigin, 'adult');
      if (result.kind === 'blocked') return show({ title: t.adultFailTitle, body: t.popupBlocked });
      if (result.kind === 'closed') return show(adultFailure({ kind: 'key-missing' }));
      const answer = await postAdultKey(result.key);
      const data = adultData(answer);
      // The verification's result is an event of the catalogue (issue 12 item 1).
      track({ name: 'adult_verification', params: { result: !succeeded(answer) || !data ? 'fail' : data.isAdult ? 'adult' : 'minor' } });
      if (!succeeded(answer) || !data) return show(adultFailure(answer.outcome));
      admit(data.isAdult);
    });
  };

  const verifyIdentity = async () => {
    if (pending) return;
    const check = checkConsent(consent);
    if (!check.ok) return show(check.message);
    await busy(async () => {
      const result = await openVerification(props.providerOrigin, 'ci');
      if (result.kind === 'blocked') return show({ title: t.identityFailTitle, body: t.popupBlocked });
      if (result.kind === 'closed') return show(identityKeyMissing());
      const answer = await postIdentityToken(result.key);
      if (!reportIdentity(answer)) return show(identityFailure(answer.outcome, props.helpContact));
      setSheetOpen(false);
      await resume();
    });
  };

  /** Spec 4.4: data refetched, then the held action (adult verification) resumes. */
  const resume = async () => {
    const status = await getAdultStatus();
    const data = adultData(status);
    if (!succeeded(status) || !data) return show(adultFailure(status.outcome));
    if (data.isRequiredAdultVerification) setStep('verify');
    else admit(data.isAdult);
  };

  /** The identity step, unless the page's identity check says it is done (in another tab, say). */
  const startIdentity = async () => {
    if (pending) return;
    await busy(async () => ((await identityCheck()).kind === 'verified' ? resume() : setSheetOpen(true)));
  };

  const primary = () => {
    if (step === 'identity') void startIdentity();
    else if (step === 'verify') void verifyAdult();
    else if (step === 'unavailable') window.location.reload();
  };

  return { step, sheetOpen, setSheetOpen, message, setMessage, success, consent, setConsent, pending, primary, verifyIdentity };
}

/**
 * The identity answer's events, and on success what it brings (spec 4.3): the cached identity
 * check refreshed, gender and birth date stored as app user properties. True when it succeeded.
 */
function reportIdentity(answer: Answer): boolean {
  const ok = succeeded(answer);
  const code = answer.outcome.kind === 'answer' ? answer.outcome.errorCode : answer.outcome.kind;
  track({ name: 'identity_verification', params: ok ? { result: 'success' } : { result: 'fail', code: code ?? 'UNKNOWN' } });
  if (!ok) {
    bypassAnalyticsEvent({ name: 'identity_verification_fail_popup', properties: { errorCode: code } });
    return false;
  }
  void refreshIdentityCheck();
  const d = answer.body?.data as { gender?: unknown; birthDate?: unknown } | undefined;
  setUserProperties({ gender: typeof d?.gender === 'string' ? d.gender : null, birthDate: typeof d?.birthDate === 'string' ? d.birthDate : null });
  return true;
}

interface GateActionsProps {
  step: Step;
  loginUrl: string;
  inAppWebView: boolean;
  pending: boolean;
  onPrimary: () => void;
}

/** Cancel (leave the page), and the step's own button: log in, verify or retry; a minor and a paused gate have none. */
function GateActions({ step, loginUrl, inAppWebView, pending, onPrimary }: GateActionsProps) {
  return (
    <div className="mt-6 flex gap-2">
      <a
        href="/"
        className="flex-1 rounded border border-gray-300 py-3 text-sm font-semibold text-black no-underline"
        onClick={(e) => {
          e.preventDefault();
          leave(inAppWebView);
        }}
      >
        {commonCopy.cancel}
      </a>
      {step === 'login' ? (
        <a href={loginUrl} className="flex-1 rounded bg-black py-3 text-sm font-semibold text-white no-underline">
          {t.login}
        </a>
      ) : step === 'minor' || step === 'paused' ? null : (
        <Button className="flex-1" pending={pending} onClick={onPrimary}>
          {step === 'unavailable' ? t.retry : t.verifyButton}
        </Button>
      )}
    </div>
  );
}

/** The card's title and text for each step; the verification title is shorter at ≤ 400 px (spec 9). */
function GateCard({ id, step }: { id: string; step: Step }) {
  const verifyTitle = (
    <>
      <span className="max-[400px]:hidden">{t.verifyTitle}</span>
      <span className="min-[401px]:hidden">{t.verifyTitleSmall}</span>
    </>
  );
  const [title, body] = (() => {
    switch (step) {
      case 'login':
        return [
          errorsCopy.loginNeeded,
          <>
            <span className="max-[400px]:hidden">{t.adultGateBody}</span>
            <span className="min-[401px]:hidden">{t.adultGateBodySmall}</span>
          </>,
        ];
      case 'identity':
        return [verifyTitle, t.identityFirstBody];
      case 'verify':
        return [verifyTitle, t.verifyBody];
      case 'minor':
        return [t.notAllowedTitle, t.notAllowedBody];
      case 'unavailable':
        return [t.adultGateTitle, t.gateUnavailable];
      case 'paused':
        return [t.adultGateTitle, t.verificationPaused];
    }
  })();
  return (
    <>
      <h1 id={`${id}-title`} className="text-lg font-bold" data-testid="adult-gate-title">
        {title}
      </h1>
      <p id={`${id}-body`} className="mt-2 text-sm text-gray-700">
        {body}
      </p>
    </>
  );
}

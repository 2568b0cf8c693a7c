import { identityCopy } from '../../copy/ko';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { consentFieldLabels, IDENTITY_CONSENT_VERSION, toggleConsent, type ConsentState } from '../consent';

export interface ConsentFormProps {
  id: string;
  state: ConsentState;
  onChange: (next: ConsentState) => void;
  onStart: () => void;
  pending: boolean;
}

/**
 * The consent sheet's body (spec 4.4, 3.7): what is collected, why, for how long, the version
 * (240503) and the mandatory tick. Starting without the tick is answered by the caller with
 * 약관 동의가 필요해요 (spec 5), so the button stays enabled.
 */
export function ConsentForm({ id, state, onChange, onStart, pending }: ConsentFormProps) {
  const t = identityCopy;
  return (
    <div className="flex flex-col gap-4 text-sm text-black" data-testid="identity-consent" data-consent-version={IDENTITY_CONSENT_VERSION}>
      <p>{t.consentIntro}</p>
      <ul id={`${id}-fields`} className="m-0 list-disc rounded bg-neutral-50 py-3 pl-8 pr-3">
        {consentFieldLabels().map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
      <p className="text-neutral-600">
        {t.consentPurpose}
        <br />
        {t.consentRetention}
        <br />
        {t.consentVersion(IDENTITY_CONSENT_VERSION)}
      </p>
      <Checkbox checked={state.ticked} onChange={(ticked) => onChange(toggleConsent(state, ticked))} label={t.consentAgree} name="identity-consent" value={IDENTITY_CONSENT_VERSION} required />
      <Button size="lg" block pending={pending} onClick={onStart}>
        {t.consentStart}
      </Button>
    </div>
  );
}

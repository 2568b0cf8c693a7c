import { agreementsCopy as t } from '../../copy/ko';
import { Island } from '../../ui/Island';
import { PageNotice } from './PageNotice';
import type { ConsentState } from '../agreements';
import ConsentToggles from '../islands/ConsentToggles';

/** `/account/agreements` (issue 11 item 6): privacy and advertising consents, each a toggle. */
export function AgreementsPage({ state }: { state: ConsentState }) {
  const props = { id: 'consents', initial: state };
  return (
    <section className="mx-auto max-w-xl px-4 py-8" data-testid="agreements-page">
      <h1 className="m-0 text-xl font-bold">{t.title}</h1>
      <p className="m-0 mt-2 text-sm text-neutral-700">{t.intro}</p>
      <div className="mt-6">
        <Island name="ConsentToggles" id="consents" props={props}>
          <ConsentToggles {...props} />
        </Island>
      </div>
    </section>
  );
}

/** The page when the consents could not be read: the spec 8 message; nothing is shown as agreed. */
export function AgreementsUnavailable() {
  return <PageNotice title={t.title} text={t.unavailable} testId="agreements-unavailable" />;
}

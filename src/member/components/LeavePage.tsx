import { leaveCopy as t } from '../../copy/ko';
import { Island } from '../../ui/Island';
import LeaveForm, { type LeaveFormProps } from '../islands/LeaveForm';

/** `/account/leave` (issue 11 item 9): what goes and what stays, then the form. */
export function LeavePage({ form, socialProvider }: { form: LeaveFormProps; socialProvider: string | null }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-8" data-testid="leave-page">
      <h1 className="m-0 text-xl font-bold">{t.title}</h1>
      <p className="m-0 mt-3 text-sm font-semibold">{t.lead}</p>
      <ul className="m-0 mt-2 pl-5 text-sm text-neutral-800">
        {t.gone.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="m-0 mt-3 text-sm text-neutral-700">{t.kept}</p>
      {socialProvider ? <p className="m-0 mt-3 text-sm text-neutral-700">{t.socialNote(socialProvider)}</p> : null}
      <div className="mt-6">
        <Island name="LeaveForm" id="leave-form" props={form}>
          <LeaveForm {...form} />
        </Island>
      </div>
    </section>
  );
}

export interface LeaveRecord {
  name: string;
  email: string;
  cell: string;
  birthDate: string | null;
  marketing: boolean;
}

/** The confirmation: spec 3.7's leave answer, the record as it stood. The session has ended. */
export function LeaveDone({ record, homeUrl }: { record: LeaveRecord; homeUrl: string }) {
  const rows: [string, string][] = [
    [t.doneFields.name, record.name],
    [t.doneFields.email, record.email],
    [t.doneFields.cell, record.cell],
    [t.doneFields.birthDate, record.birthDate ?? ''],
    [t.doneFields.marketing, t.doneMarketing(record.marketing)],
  ];
  return (
    <section className="mx-auto max-w-xl px-4 py-10" data-testid="leave-done">
      <h1 className="m-0 text-xl font-bold">{t.doneTitle}</h1>
      <p className="m-0 mt-3 text-sm text-neutral-700">{t.doneLead}</p>
      <dl className="m-0 mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows
          .filter(([, v]) => v !== '')
          .map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-neutral-600">{k}</dt>
              <dd className="m-0 [overflow-wrap:anywhere]">{v}</dd>
            </div>
          ))}
      </dl>
      <a href={homeUrl} className="mt-8 inline-flex h-12 w-full items-center justify-center rounded bg-black text-base font-bold text-white no-underline">
        {t.home}
      </a>
    </section>
  );
}

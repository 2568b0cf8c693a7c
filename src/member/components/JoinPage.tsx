import { joinCopy, loginCopy } from '../../copy/ko';
import { Island } from '../../ui/Island';
import JoinForm, { type JoinFormProps } from '../islands/JoinForm';

/** `/join` (issue 11 item 8): sign-up with an e-mail id and a password, and a way back to log in. */
export function JoinPage({ form, loginUrl }: { form: JoinFormProps; loginUrl: string }) {
  return (
    <section className="mx-auto max-w-sm px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold">{joinCopy.title}</h1>
      <Island name="JoinForm" id="join-form" props={form}>
        <JoinForm {...form} />
      </Island>
      <p className="mt-6 text-center text-sm text-neutral-700">
        {joinCopy.memberPrompt}{' '}
        <a href={loginUrl} className="font-semibold text-black underline">
          {loginCopy.title}
        </a>
      </p>
    </section>
  );
}

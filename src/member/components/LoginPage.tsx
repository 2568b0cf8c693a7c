import { ko } from '../../copy/ko';
import { Island } from '../../ui/Island';
import LoginForm, { type LoginFormProps } from '../islands/LoginForm';
import { joinHref } from '../return-to';

/** The login page (spec 2.8, 3.7): the id/password form island with the social buttons. */
export function LoginPage({ form }: { form: LoginFormProps }) {
  return (
    <section className="mx-auto max-w-sm px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold">{ko.login.title}</h1>
      <Island name="LoginForm" id="login-form" props={form}>
        <LoginForm {...form} />
      </Island>
      <p className="mt-6 text-center text-sm text-neutral-700">
        {ko.login.joinPrompt}{' '}
        <a href={joinHref(form.returnTo)} className="font-semibold text-black underline" data-testid="join-link">
          {ko.login.joinLink}
        </a>
      </p>
    </section>
  );
}

import type { ReactNode } from 'react';

/**
 * A member page that cannot show what it is for (its data could not be read, the line is not
 * reviewable): the page's title and the message, as an alert, and whatever way on it offers.
 */
export function PageNotice({ title, text, testId, children }: { title: string; text: string; testId?: string; children?: ReactNode }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-10">
      <h1 className="m-0 text-xl font-bold">{title}</h1>
      <p role="alert" className="mt-4 text-sm" data-testid={testId}>
        {text}
      </p>
      {children}
    </section>
  );
}

import * as z from 'zod/mini';

export const propsSchema = z.object({
  device: z.enum(['mobileWeb', 'desktop', 'appWebView']),
});
export type MemberSessionProps = z.infer<typeof propsSchema>;

/**
 * The member plumbing of spec 6 where no header is drawn (the app web view, issue 29 §4): the
 * tracking id from the app's instance id, the identity check. It draws nothing; its whole work is
 * its at-load task (src/member/header-at-load.ts `memberSessionAtLoad`), the same the header's
 * MemberMenu starts on the web, so it never needs to hydrate.
 */
export default function MemberSession(_props: MemberSessionProps) {
  return null;
}

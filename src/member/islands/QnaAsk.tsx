import { useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { QNA_CONTENT_MAX, QNA_CONTENT_MIN, QNA_TITLE_MAX, questionProblem } from '../../../rules/qna';
import { callJson } from '../../browser/data-client';
import { commonCopy, errorsCopy, memberCopy } from '../../copy/ko';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Dialog } from '../../ui/Dialog';
import { Toast, useToast } from '../../ui/Toast';
import { track } from '../../tracking/beacon';
import { readMemberHint } from '../member-hint';

export const propsSchema = z.object({ itemNo: z.number(), loginUrl: z.string() });
export type QnaAskProps = z.infer<typeof propsSchema>;

type Notice = { kind: 'login' } | { kind: 'message'; text: string } | null;

/**
 * The item page's "ask a question" (Q&A for members, persisted in the origin through the
 * gateway). A visitor is asked to log in; the server's refusal text is shown as it came.
 */
export default function QnaAsk({ itemNo, loginUrl }: QnaAskProps) {
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState(false);
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const toast = useToast();

  const start = () => {
    if (!readMemberHint(document.cookie)) return setNotice({ kind: 'login' });
    setOpen(true);
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (pending) return;
    const form = e.currentTarget;
    const data = new FormData(form);
    const question = { title: String(data.get('title') ?? ''), content: String(data.get('content') ?? '') };
    // The browser's own checks count spaces; the rule does not, and the gateway answers it only in English.
    const problem = questionProblem(question);
    if (problem) return setNotice({ kind: 'message', text: problem === 'title' ? memberCopy.qnaTitleRule : memberCopy.qnaContentRule });
    setPending(true);
    const body = { ...question, isSecret: secret };
    const result = await callJson({ method: 'POST', path: `/api/v5/product-detail/${itemNo}/qna`, body }, () => true);
    setPending(false);
    if (!result.ok) {
      setNotice(result.failure.kind === 'login' ? { kind: 'login' } : { kind: 'message', text: result.failure.message });
      return;
    }
    form.reset();
    setSecret(false);
    setOpen(false);
    toast.show(memberCopy.qnaDone);
    track({ name: 'qna_write', itemNo, params: { secret } });
  };

  return (
    <div className="mt-4">
      {open ? (
        <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-3 rounded border border-neutral-200 p-4 text-sm" data-testid="qna-form">
          <label className="flex flex-col gap-1 font-semibold">
            {memberCopy.qnaTitleLabel}
            <input name="title" required maxLength={QNA_TITLE_MAX} className="h-10 rounded border border-neutral-300 px-3 font-normal" />
          </label>
          <label className="flex flex-col gap-1 font-semibold">
            {memberCopy.qnaContentLabel}
            <textarea name="content" required minLength={QNA_CONTENT_MIN} maxLength={QNA_CONTENT_MAX} rows={4} className="rounded border border-neutral-300 p-3 font-normal" />
          </label>
          <Checkbox checked={secret} onChange={setSecret} label={memberCopy.qnaSecret} />
          <Button type="submit" pending={pending}>
            {memberCopy.qnaSubmit}
          </Button>
        </form>
      ) : (
        <Button variant="secondary" onClick={start}>
          {memberCopy.qnaAsk}
        </Button>
      )}
      <Dialog
        id={`qna-ask-${itemNo}-notice`}
        open={notice !== null}
        role="alertdialog"
        dismissible
        buttons={notice?.kind === 'login' ? 'confirm-cancel' : 'confirm'}
        confirmLabel={notice?.kind === 'login' ? memberCopy.login : commonCopy.confirm}
        onConfirm={notice?.kind === 'login' ? () => window.location.assign(loginUrl) : undefined}
        onClose={() => setNotice(null)}
      >
        {notice?.kind === 'login' ? errorsCopy.loginNeeded : notice?.kind === 'message' ? notice.text : null}
      </Dialog>
      <Toast message={toast.message} />
    </div>
  );
}

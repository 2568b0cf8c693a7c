import { use } from 'react';
import type { Settled } from '../../async/settle';
import { pdpCopy } from '../../copy/ko';
import { formatSeoulDate, parseSeoul } from '../../../rules/seoul-time';
import type { QnaPage } from '../../../schemas/qna';
import { DeferredNotice } from './DeferredNotice';
import { Html } from './Html';
import { CachedFragment } from '../../ui/fragment-cache';
import { MemberText } from '../../ui/MemberText';

/** The Q&A tab body: streamed in; secret questions show only that they are secret. */
export function QnaSection({ qna }: { qna: Promise<Settled<QnaPage>> }) {
  const settled = use(qna);
  if (!settled.ok) return <DeferredNotice section="qna" />;
  const page = settled.value;
  if (page.results.length === 0) return <p className="mt-3 py-6 text-center text-sm text-gray-600">{pdpCopy.noQna}</p>;
  return (
    // Drawn from the Q&A answer alone: cached as a fragment with it (src/ui/fragment-cache.tsx).
    <CachedFragment part="qna" of={page} variant="" testId="qna">
      <p className="mt-2 text-sm text-gray-600">{pdpCopy.qnaCount(page.count)}</p>
      <ul className="mt-2 list-none divide-y divide-gray-200 p-0">
        {page.results.map((q) => (
          <li key={q.qnaNo} className="py-4" data-qna={q.qnaNo}>
            <div className="flex items-center gap-2 text-xs">
              <span className={q.isAnswered === 'T' ? 'font-semibold text-black' : 'text-gray-500'}>{q.isAnswered === 'T' ? pdpCopy.answered : pdpCopy.waitingAnswer}</span>
              <span className="text-gray-500">{q.userMaskedId}</span>
              <span className="text-gray-600">{formatSeoulDate(parseSeoul(q.insertTimestamp))}</span>
            </div>
            {q.isSecret === 'T' ? (
              <p className="mt-2 text-sm text-gray-500">{pdpCopy.secretQuestion}</p>
            ) : (
              <>
                {q.title ? <p className="mt-2 text-sm font-semibold">{q.title}</p> : null}
                <MemberText text={q.content} className="m-0 mt-1 text-sm" />
                {q.isAnswered === 'T' ? (
                  <div className="mt-3 rounded bg-gray-50 p-3 text-sm">
                    <p className="text-xs font-bold">{pdpCopy.answer}</p>
                    <Html html={q.answer} className="mt-1" />
                  </div>
                ) : null}
              </>
            )}
          </li>
        ))}
      </ul>
    </CachedFragment>
  );
}

/**
 * Product Q&A. Ours, served at `GET /api/v5/product-detail/{itemNo}/qna?page=&size=`.
 * Secret questions come back with their content withheld (`isSecret` 'T', content empty).
 */

import * as z from 'zod';
import { flag } from './flag';
import { list, memberText, multiline, num, seoulDateTime, str } from './primitives';

export const QnaSchema = z.object({
  qnaNo: num(),
  userMaskedId: str(),
  title: str(),
  /** The member's question: text (issue 10); the answer is the merchant's HTML. */
  content: memberText,
  isSecret: flag,
  isAnswered: flag,
  answer: multiline,
  answerTimestamp: seoulDateTime,
  insertTimestamp: seoulDateTime,
});
export type Qna = z.output<typeof QnaSchema>;

export const QnaPageSchema = z.object({ count: num(0), page: num(1), size: num(10), results: list(QnaSchema) });
export type QnaPage = z.output<typeof QnaPageSchema>;
export type QnaPageInput = z.input<typeof QnaPageSchema>;

/**
 * A member's Q&A question (spec 4, the item page's "문의하기"): one rule for the island's check
 * before it sends, the gateway and the origin. Lengths count the text without surrounding
 * spaces, so a question of blanks is no question.
 */

export const QNA_TITLE_MAX = 100;
export const QNA_CONTENT_MIN = 5;
export const QNA_CONTENT_MAX = 2000;

export type QuestionField = 'title' | 'content';

/** The first field that breaks the rule, in form order; null when the question may be sent. */
export function questionProblem(question: { title: string; content: string }): QuestionField | null {
  const title = question.title.trim().length;
  if (title < 1 || title > QNA_TITLE_MAX) return 'title';
  const content = question.content.trim().length;
  if (content < QNA_CONTENT_MIN || content > QNA_CONTENT_MAX) return 'content';
  return null;
}

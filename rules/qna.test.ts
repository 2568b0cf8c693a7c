import { describe, expect, it } from 'vitest';
import { QNA_CONTENT_MAX, QNA_CONTENT_MIN, QNA_TITLE_MAX, questionProblem } from './qna';

describe('questionProblem', () => {
  it('accepts a question within the bounds', () => {
    expect(questionProblem({ title: '사이즈', content: '다섯 글자요' })).toBeNull();
    expect(questionProblem({ title: 'x'.repeat(QNA_TITLE_MAX), content: 'y'.repeat(QNA_CONTENT_MAX) })).toBeNull();
  });

  it('names the first field out of bounds, counting without surrounding spaces', () => {
    expect(questionProblem({ title: '   ', content: 'long enough' })).toBe('title');
    expect(questionProblem({ title: 'x'.repeat(QNA_TITLE_MAX + 1), content: '' })).toBe('title');
    expect(questionProblem({ title: '제목', content: `  ${'a'.repeat(QNA_CONTENT_MIN - 1)}  ` })).toBe('content');
    expect(questionProblem({ title: '제목', content: 'y'.repeat(QNA_CONTENT_MAX + 1) })).toBe('content');
  });
});

import { describe, expect, it } from 'vitest';
import { QnaPageSchema } from './qna';
import { RecommendationSchema } from './recommendation';
import { ReviewPageSchema } from './review';

describe('ReviewPageSchema', () => {
  it('parses reviews, keeping what the member wrote as text (issue 10: never HTML)', () => {
    const page = ReviewPageSchema.parse({
      count: '2',
      avgReviewPoint: 4.5,
      results: [
        { reviewNo: 1, reviewPoint: 5, content: '핏이 좋아요\n<img src=x onerror=alert(1)>', isPhotoReview: 'Y', photos: [{ imageUrl: 'https://x/1.jpg' }], insertTimestamp: '2025-08-01 12:00:00' },
      ],
    });
    expect(page.count).toBe(2);
    expect(page.page).toBe(1);
    expect(page.size).toBe(10);
    expect(page.results[0]?.content).toBe('핏이 좋아요\n<img src=x onerror=alert(1)>');
    expect(page.results[0]?.isPhotoReview).toBe('T');
    expect(page.results[0]?.isGift).toBe('F');
  });

  it('fails on wrong types', () => {
    expect(ReviewPageSchema.safeParse({ results: [{ content: 5 }] }).success).toBe(false);
  });
});

describe('QnaPageSchema', () => {
  it('parses a secret question with its answer', () => {
    const page = QnaPageSchema.parse({ results: [{ qnaNo: 9, title: '배송 문의', isSecret: true, isAnswered: 'Y', answer: '내일\n출고', answerTimestamp: '2025-08-02' }] });
    expect(page.results[0]).toMatchObject({ qnaNo: 9, isSecret: 'T', isAnswered: 'T', answer: '내일<br />출고', content: '', insertTimestamp: null });
    expect(QnaPageSchema.parse({}).results).toEqual([]);
    // The member's question is text: tags stay characters, CRLF becomes one line break.
    const asked = QnaPageSchema.parse({ results: [{ content: '<a href="https://evil.test">싸요</a>\r\n<img src=x>\u0007' }] });
    expect(asked.results[0]?.content).toBe('<a href="https://evil.test">싸요</a>\n<img src=x>');
    expect(QnaPageSchema.safeParse({ results: [{ isSecret: 'secret' }] }).success).toBe(false);
  });
});

describe('RecommendationSchema', () => {
  it('parses item cards with defaults', () => {
    const r = RecommendationSchema.parse({ title: '함께 보면 좋은 상품', items: [{ itemNo: '7', sellPrice: '1000' }] });
    expect(r.items[0]).toMatchObject({ itemNo: 7, sellPrice: 1000, itemName: '' });
    expect(RecommendationSchema.parse({}).items).toEqual([]);
    expect(RecommendationSchema.safeParse({ items: [{ itemName: {} }] }).success).toBe(false);
  });
});

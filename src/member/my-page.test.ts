import { describe, expect, it } from 'vitest';
import { UserSummarySchema, type UserSummaryInput } from '../../schemas/member';
import { ReviewCountsSchema } from '../../schemas/review-count';
import { myPageView } from './my-page';

const summary = (over: Partial<UserSummaryInput> = {}) =>
  UserSummarySchema.parse({
    user_no: 1001,
    user_id: 'adult@demo.test',
    user_name: '어른이',
    user_gender: 'M',
    user_grade: 10,
    user_grade_name: 'VIP',
    user_email: 'adult@demo.test',
    order_count_total: 3,
    user_mileage_total: 12500,
    user_coupon_total: 2,
    user_deposit_total: 3000,
    user_heart_total: 4,
    user_heart_count: [
      { heart_type: 'PRT', total: 4 },
      { heart_type: 'BRD', total: 1 },
    ],
    user_review_wrote: 1,
    user_review_writable: 2,
    user_review_sample_writable: 0,
    order_count_in_progress: 1,
    total_possible_earn_review_mileage: 1000,
    joined_at: '2024-03-05 10:00:00',
    first_ordered_at: null,
    birth_year: 1990,
    ...over,
  });

describe('myPageView (spec 3.7)', () => {
  it('prints the figures in won, counts and the Seoul join date', () => {
    const v = myPageView(summary(), null);
    expect(v).toMatchObject({ name: '어른이', grade: 'VIP', joinedAt: '2024.03.05', mileage: '12,500원', coupons: '2장', deposit: '3,000원', ordersInProgress: '1', ordersTotal: '3' });
    expect(v.likes).toEqual([
      { kind: 'PRT', label: '상품', count: '4' },
      { kind: 'BRD', label: '브랜드', count: '1' },
      { kind: 'POT', label: '포스트', count: '0' },
      { kind: 'VDO', label: '영상', count: '0' },
    ]);
  });

  it('never shows a mileage below 0, and a member without a grade has none', () => {
    const v = myPageView(summary({ user_mileage_total: -200, user_grade: 0, user_name: '' }), null);
    expect(v.mileage).toBe('0원');
    expect(v.grade).toBeNull();
    expect(v.name).toBe('adult@demo.test');
  });

  it('takes the review block from the review counts, else from the summary', () => {
    const counts = ReviewCountsSchema.parse({ writableCount: 3, wroteCount: 5, possibleEarnMileage: 1300 });
    expect(myPageView(summary(), counts)).toMatchObject({ reviewsWritable: '3', reviewsWritten: '5', reviewMileage: '리뷰를 쓰면 최대 1,300원 적립' });
    expect(myPageView(summary(), null)).toMatchObject({ reviewsWritable: '2', reviewsWritten: '1', reviewMileage: '리뷰를 쓰면 최대 1,000원 적립' });
    expect(myPageView(summary({ user_review_writable: 0, total_possible_earn_review_mileage: 0 }), null).reviewMileage).toBeNull();
  });

  it('names the grade as the summary does, and shows the first order date and all likes together', () => {
    const v = myPageView(summary({ user_grade: 20, user_grade_name: '골드', first_ordered_at: '2024-04-01 09:30:00', user_heart_total: 5 }), null);
    expect(v).toMatchObject({ grade: '골드', firstOrderedAt: '2024.04.01', heartTotal: '좋아요 전체 5' });
    expect(myPageView(summary({ user_grade: 20, user_grade_name: '' }), null).grade).toBe('RED');
    expect(myPageView(summary({ user_grade: 0, user_grade_name: '' }), null).grade).toBeNull();
    expect(myPageView(summary(), null).firstOrderedAt).toBeNull();
  });

  it('splits writable reviews and their mileage into orders and gifts, and counts sample reviews left', () => {
    const counts = ReviewCountsSchema.parse({ writableCount: 3, writableOrderCount: 2, writableGiftCount: 1, possibleEarnMileage: 1300, possibleEarnMileageOrder: 1000, possibleEarnMileageGift: 300 });
    expect(myPageView(summary(), counts).reviewSplit).toEqual({ orders: '주문 리뷰 2개 · 최대 1,000원 적립', gifts: '선물 리뷰 1개 · 최대 300원 적립' });
    expect(myPageView(summary(), null).reviewSplit).toBeNull();
    expect(myPageView(summary(), ReviewCountsSchema.parse({ writableCount: 0 })).reviewSplit).toBeNull();
    expect(myPageView(summary({ user_review_sample_writable: 2 }), null).sampleReviews).toBe('체험 리뷰 2개를 아직 쓰지 않았어요.');
    expect(myPageView(summary(), null).sampleReviews).toBeNull();
  });
});

/**
 * My page's view (spec 3.7, 3.8): the user summary and the review counts as the figures the
 * page prints. Pure; the loader fetches, the component draws.
 */
import type { UserSummary } from '../../schemas/member';
import { gradeNameOf, MemberGrade } from '../../schemas/member-grade';
import type { ReviewCounts } from '../../schemas/review-count';
import { formatSeoulDate, parseSeoul } from '../../rules/seoul-time';
import { myPageCopy } from '../copy/ko';
import { formatWon } from '../product/prices';

export interface MyPageView {
  name: string;
  /** The grade's name as the summary's `user_grade_name` says it (else spec 3.7's VIP … STAFF), or null for a member without a grade (NONE). */
  grade: string | null;
  joinedAt: string | null;
  /** The first order's Seoul date, or null before any order. */
  firstOrderedAt: string | null;
  /** "좋아요 전체 n": all likes together (`user_heart_total`). */
  heartTotal: string;
  mileage: string;
  coupons: string;
  deposit: string;
  likes: { kind: keyof typeof myPageCopy.likeKinds; label: string; count: string }[];
  ordersInProgress: string;
  ordersTotal: string;
  reviewsWritable: string;
  reviewsWritten: string;
  /** "리뷰를 쓰면 최대 …원 적립", or null when nothing is left to earn. */
  reviewMileage: string | null;
  /** Writable reviews and the mileage they earn, orders and gifts apart (spec 3.8 review counts); null without those counts or with nothing to write. */
  reviewSplit: { orders: string; gifts: string } | null;
  /** Reviews of samples the member was given, still to write (`user_review_sample_writable`); null when none. */
  sampleReviews: string | null;
}

const KINDS = ['PRT', 'BRD', 'POT', 'VDO'] as const;

/**
 * The figures; the review block prefers the review-count call (spec 3.8), which splits orders
 * and gifts, and falls back to the summary's own counts when that call failed.
 */
export function myPageView(summary: UserSummary, reviews: ReviewCounts | null): MyPageView {
  const gradeName = gradeNameOf(summary.user_grade);
  const byKind = new Map(summary.user_heart_count.map((h) => [h.heart_type, h.total]));
  const writable = reviews ? reviews.writableCount : summary.user_review_writable;
  const written = reviews ? reviews.wroteCount : summary.user_review_wrote;
  const earn = reviews ? reviews.possibleEarnMileage : summary.total_possible_earn_review_mileage;
  const joined = parseSeoul(summary.joined_at);
  const firstOrder = parseSeoul(summary.first_ordered_at);
  const upstreamName = summary.user_grade_name.trim();
  return {
    name: summary.user_name || summary.user_id,
    grade: summary.user_grade === MemberGrade.NONE ? null : upstreamName !== '' ? upstreamName.slice(0, 20) : gradeName,
    joinedAt: joined ? formatSeoulDate(joined) : null,
    firstOrderedAt: firstOrder ? formatSeoulDate(firstOrder) : null,
    heartTotal: myPageCopy.heartTotal(summary.user_heart_total),
    // The schema already shows a clawed-back (negative) mileage as 0 (spec 5).
    mileage: formatWon(summary.user_mileage_total),
    coupons: myPageCopy.couponCount(summary.user_coupon_total),
    deposit: formatWon(summary.user_deposit_total),
    likes: KINDS.map((kind) => ({ kind, label: myPageCopy.likeKinds[kind], count: myPageCopy.count(byKind.get(kind) ?? 0) })),
    ordersInProgress: myPageCopy.count(summary.order_count_in_progress),
    ordersTotal: myPageCopy.count(summary.order_count_total),
    reviewsWritable: myPageCopy.count(writable),
    reviewsWritten: myPageCopy.count(written),
    reviewMileage: writable > 0 && earn > 0 ? myPageCopy.reviewMileage(formatWon(earn)) : null,
    reviewSplit:
      reviews && reviews.writableCount > 0
        ? {
            orders: myPageCopy.reviewSplitLine(myPageCopy.reviewOrders, reviews.writableOrderCount, formatWon(reviews.possibleEarnMileageOrder)),
            gifts: myPageCopy.reviewSplitLine(myPageCopy.reviewGifts, reviews.writableGiftCount, formatWon(reviews.possibleEarnMileageGift)),
          }
        : null,
    sampleReviews: summary.user_review_sample_writable > 0 ? myPageCopy.sampleReviews(summary.user_review_sample_writable) : null,
  };
}

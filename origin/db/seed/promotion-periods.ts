/**
 * The embedded default's sample promotion period (DECISIONS 12): next winter's weeks, after the
 * spec's default calendar (src/promotion/periods.ts) and never overlapping it, in Seoul minutes.
 * Written OR IGNORE on the first read of GET /api/v4/promotion-periods, so an operator's edit is
 * never reset.
 */
export const SAMPLE_PROMOTION_PERIODS = [
  {
    id: 'weeks-2027-02',
    teasing: { start: '2027-02-08 10:00', end: '2027-02-10 18:59' },
    main: { start: '2027-02-10 19:00', end: '2027-02-18 18:59' },
    finalDay: { start: '2027-02-18 19:00', end: '2027-02-19 23:59' },
  },
] as const;

/**
 * The demo member who received samples (issue 31 §3): minor@demo.test (1002) was given items
 * 1002 (its sample reviews shown first) and 1003 (sample reviews with the others) as 체험단
 * samples, so my page shows "체험 리뷰 2개를 아직 쓰지 않았어요." and the review page lists both
 * to write. Development only, with the demo members (ensureMembersSeeded); once per database.
 */
export const SAMPLE_GRANT_MEMBER = 1002;
export const SAMPLE_GRANT_ITEMS = [
  { itemNo: 1002, optionText: 'M', daysAgo: 3 },
  { itemNo: 1003, optionText: '', daysAgo: 10 },
] as const;

export async function seedSampleGrants(db: D1Database, now: Date): Promise<void> {
  // Any grant of the member means they were seeded (or given since): never seeded twice.
  const marker = await db.prepare('SELECT COUNT(*) AS n FROM sample_grants WHERE user_no = ?').bind(SAMPLE_GRANT_MEMBER).first<{ n: number }>();
  if ((marker?.n ?? 0) > 0) return;
  await db.batch(
    SAMPLE_GRANT_ITEMS.map((g) =>
      db.prepare('INSERT INTO sample_grants (user_no, item_no, option_text, granted_at) VALUES (?, ?, ?, ?)').bind(SAMPLE_GRANT_MEMBER, g.itemNo, g.optionText, now.getTime() - g.daysAgo * 86_400_000),
    ),
  );
}

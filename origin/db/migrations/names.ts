/**
 * The names of every migration, in order: what `d1_migrations` records once each is applied.
 * Kept apart from their text (./index.ts) so that a deployed origin, which reads the text from
 * its assets (../data-assets.ts), learns whether anything is pending without fetching it.
 * migrate-sql.test.ts checks this list against the folder and ./index.ts.
 */
export const MIGRATION_NAMES: readonly string[] = [
  '0001_catalog.sql',
  '0002_content.sql',
  '0003_feature_toggles.sql',
  '0004_members.sql',
  '0005_member_activity.sql',
  '0006_search.sql',
  '0007_member_wallet.sql',
  '0008_agreement_versions.sql',
  '0009_member_terms.sql',
  '0010_member_leaving.sql',
  '0011_brand_hearts.sql',
  '0012_order_progress.sql',
  '0013_review_writing.sql',
  '0014_cart_orders.sql',
  '0015_gift_recipients.sql',
  '0016_sandbox_outbox.sql',
  '0017_tracked_events.sql',
  '0018_content_pages.sql',
  '0019_faqs.sql',
  '0022_sandbox_ad_posts.sql',
  '0023_sandbox_onelinks.sql',
  '0024_order_shipping.sql',
  '0025_item_labels_fit_gender.sql',
  '0026_item_page_fields.sql',
  '0027_sandbox_tag_hits.sql',
  '0028_feature_toggle_users.sql',
  '0030_agreement_revision.sql',
  '0031_review_upload_quota.sql',
  '0032_payments.sql',
  '0033_checkout_form.sql',
  '0034_order_claims_wallet.sql',
  '0038_promotion_periods.sql',
  '0039_editorial_sample_grants.sql',
];

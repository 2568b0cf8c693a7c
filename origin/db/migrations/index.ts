import catalog from './0001_catalog.sql';
import content from './0002_content.sql';
import featureToggles from './0003_feature_toggles.sql';
import members from './0004_members.sql';
import memberActivity from './0005_member_activity.sql';
import search from './0006_search.sql';
import memberWallet from './0007_member_wallet.sql';
import agreementVersions from './0008_agreement_versions.sql';
import memberTerms from './0009_member_terms.sql';
import memberLeaving from './0010_member_leaving.sql';
import brandHearts from './0011_brand_hearts.sql';
import orderProgress from './0012_order_progress.sql';
import reviewWriting from './0013_review_writing.sql';
import cartOrders from './0014_cart_orders.sql';
import giftRecipients from './0015_gift_recipients.sql';
import sandboxOutbox from './0016_sandbox_outbox.sql';
import trackedEvents from './0017_tracked_events.sql';
import contentPages from './0018_content_pages.sql';
import faqs from './0019_faqs.sql';
import sandboxAdPosts from './0022_sandbox_ad_posts.sql';
import sandboxOnelinks from './0023_sandbox_onelinks.sql';
import orderShipping from './0024_order_shipping.sql';
import itemLabelsFitGender from './0025_item_labels_fit_gender.sql';
import itemPageFields from './0026_item_page_fields.sql';
import sandboxTagHits from './0027_sandbox_tag_hits.sql';
import featureToggleUsers from './0028_feature_toggle_users.sql';
import agreementRevision from './0030_agreement_revision.sql';
import reviewUploadQuota from './0031_review_upload_quota.sql';
import payments from './0032_payments.sql';
import checkoutForm from './0033_checkout_form.sql';
import orderClaimsWallet from './0034_order_claims_wallet.sql';
import promotionPeriods from './0038_promotion_periods.sql';
import editorialSampleGrants from './0039_editorial_sample_grants.sql';

export interface Migration {
  /** The file name, as `wrangler d1 migrations apply` records it in `d1_migrations`. */
  name: string;
  sql: string;
}

/**
 * Every migration, in the order it must be applied: the `.sql` files of this folder, which
 * `wrangler d1 migrations apply` reads too (origin/wrangler.toml `migrations_dir`); the bundler
 * imports them as text (wrangler's Text rule, the `sql-text` plugin in vitest.config.ts).
 * Append only; never edit an applied one; add the name to ./names.ts too. migrate-sql.test.ts
 * checks both lists are the folder.
 */
export const MIGRATIONS: readonly Migration[] = [
  { name: '0001_catalog.sql', sql: catalog },
  { name: '0002_content.sql', sql: content },
  { name: '0003_feature_toggles.sql', sql: featureToggles },
  { name: '0004_members.sql', sql: members },
  { name: '0005_member_activity.sql', sql: memberActivity },
  { name: '0006_search.sql', sql: search },
  { name: '0007_member_wallet.sql', sql: memberWallet },
  { name: '0008_agreement_versions.sql', sql: agreementVersions },
  { name: '0009_member_terms.sql', sql: memberTerms },
  { name: '0010_member_leaving.sql', sql: memberLeaving },
  { name: '0011_brand_hearts.sql', sql: brandHearts },
  { name: '0012_order_progress.sql', sql: orderProgress },
  { name: '0013_review_writing.sql', sql: reviewWriting },
  { name: '0014_cart_orders.sql', sql: cartOrders },
  { name: '0015_gift_recipients.sql', sql: giftRecipients },
  { name: '0016_sandbox_outbox.sql', sql: sandboxOutbox },
  { name: '0017_tracked_events.sql', sql: trackedEvents },
  { name: '0018_content_pages.sql', sql: contentPages },
  { name: '0019_faqs.sql', sql: faqs },
  { name: '0022_sandbox_ad_posts.sql', sql: sandboxAdPosts },
  { name: '0023_sandbox_onelinks.sql', sql: sandboxOnelinks },
  { name: '0024_order_shipping.sql', sql: orderShipping },
  { name: '0025_item_labels_fit_gender.sql', sql: itemLabelsFitGender },
  { name: '0026_item_page_fields.sql', sql: itemPageFields },
  { name: '0027_sandbox_tag_hits.sql', sql: sandboxTagHits },
  { name: '0028_feature_toggle_users.sql', sql: featureToggleUsers },
  { name: '0030_agreement_revision.sql', sql: agreementRevision },
  { name: '0031_review_upload_quota.sql', sql: reviewUploadQuota },
  { name: '0032_payments.sql', sql: payments },
  { name: '0033_checkout_form.sql', sql: checkoutForm },
  { name: '0034_order_claims_wallet.sql', sql: orderClaimsWallet },
  { name: '0038_promotion_periods.sql', sql: promotionPeriods },
  { name: '0039_editorial_sample_grants.sql', sql: editorialSampleGrants },
];

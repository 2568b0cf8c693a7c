/** Bump when the demo catalogue changes: a database seeded with another version is re-seeded. */
export const SEED_VERSION = '12';

/** Bump when the sample FAQ entries change and a fresh database should get them (written OR IGNORE, never reset). */
export const FAQ_SEED_MARK = 'faq-1';

/** Bump when the sample content pages change and a fresh database should get them (written OR IGNORE, never reset). */
export const CONTENT_SEED_MARK = 'content-2';

/** Bump when the sample promotion periods change and a fresh database should get them (written OR IGNORE, never reset). */
export const PROMOTION_SEED_MARK = 'promotion-1';

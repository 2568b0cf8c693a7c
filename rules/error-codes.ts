/**
 * The `errorCode` of a FAIL answer (spec 5 and 8: `{ result: 'FAIL', errorCode, message }`), one
 * list for the origin that answers them, the gateway that answers some itself, and the islands
 * and dialogs that act on a few (LOGIN_REQUIRED opens the login dialog, AGE_RESTRICTION and
 * INVALID_USER_PERSONAL_AUTH_INFO choose spec 8's titles). The spec names some; the rest are the
 * reference origin's, documented in docs/auth-contract.md. A real upstream may answer codes not
 * listed here: readers of an answer treat `errorCode` as a string and only compare it with these.
 */
export const ERROR_CODES = [
  // Requests
  'INVALID_JSON',
  'INVALID_REQUEST',
  'BODY_TOO_LARGE',
  'INVALID_QUERY',
  'INVALID_ITEM_NO',
  'INVALID_BRAND_NO',
  'INVALID_CATEGORY',
  'INVALID_CODE',
  'INVALID_GROUP_ID',
  'INVALID_KEYWORD',
  'INVALID_ORDER_NO',
  'INVALID_TYPE',
  'CROSS_SITE_REQUEST',
  'NOT_FOUND',
  'INTERNAL_ERROR',
  'UNAUTHORIZED',
  'FLAGS_NOT_CONFIGURED',
  // Catalogue
  'ITEM_NOT_FOUND',
  'CONTENT_NOT_FOUND',
  'NOTICE_NOT_FOUND',
  'ITEM_UNAVAILABLE',
  'BRAND_NOT_FOUND',
  'CATEGORY_NOT_FOUND',
  'CATEGORY_GROUP_NOT_FOUND',
  // Member actions (cart, buy now, gift, restock, likes, Q&A)
  'LOGIN_REQUIRED',
  'ADULT_VERIFICATION_REQUIRED',
  'ADULT_VERIFICATION_PAUSED',
  'SOLD_OUT',
  'NOT_ON_SALE',
  'NOT_SOLD_OUT',
  'CART_INACTIVE',
  'CART_FULL',
  'CART_LINE_NOT_FOUND',
  'CART_STALE',
  'NOTHING_ORDERABLE',
  'GIFT_NOT_ALLOWED',
  'GIFT_RECIPIENT_NOT_FOUND',
  'GIFT_TO_SELF',
  'GIFT_NOT_EDITABLE',
  'GIFT_RECIPIENT_REQUIRED',
  'OPTION_REQUIRED',
  'OPTION_UNAVAILABLE',
  'INVALID_OPTION',
  'DUPLICATE_OPTION',
  'TEXT_REQUIRED',
  'QUANTITY_LIMIT',
  'ORDER_NOT_FOUND',
  'ORDER_NOT_PAYABLE',
  'REVIEW_WRITTEN',
  'REVIEW_NOT_WRITABLE',
  'REVIEW_PHOTO_UNKNOWN',
  // Identity and adult verification (spec 8)
  'IDENTITY_KEY_MISSING',
  'ADULT_KEY_MISSING',
  'AGE_RESTRICTION',
  'INVALID_USER_PERSONAL_AUTH_INFO',
  'INVALID_VERIFICATION_TOKEN',
  'DUPLICATED_CI',
  'CI_MISMATCH',
  'ADULT_VERIFICATION_MISMATCH',
  // Login, account and tokens
  'INVALID_CREDENTIALS',
  'INVALID_EMAIL',
  'LOGIN_LOCKED',
  'USER_NOT_FOUND',
  'USER_LEVEL_NOT_FOUND',
  'INVALID_PASSWORD',
  'PASSWORD_RULE',
  'PASSWORD_SAME',
  'PASSWORD_CONFIRM_MISMATCH',
  'NO_PASSWORD',
  'EMAIL_IN_USE',
  'USER_ID_TAKEN',
  'AGREEMENT_REQUIRED',
  'PASSWORD_REQUIRED',
  'INVALID_NAME',
  'EMAIL_SAME',
  'INVALID_EMAIL_TOKEN',
  'INVALID_REFRESH_TOKEN',
  'REFRESH_TOKEN_REUSED',
  'INVALID_SOCIAL_TOKEN',
  'SOCIAL_EMAIL_IN_USE',
  'UNKNOWN_PROVIDER',
  'SNS_LINKED_ELSEWHERE',
  'SNS_TYPE_LINKED',
  'SNS_NOT_LINKED',
  'PROVIDER_UNAVAILABLE',
  'RATE_LIMITED',
  'SNS_LAST_LOGIN',
  'SOCIAL_ACCOUNT_MISMATCH',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && KNOWN.has(value);

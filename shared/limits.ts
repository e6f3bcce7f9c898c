/** Business constants and limits (spec section 9). One source for the web and the functions. */
export const MAX_UPLOAD_BYTES = 10_485_760;
export const VENDOR_MAX_LENGTH = 30;
export const SCOPE_MAX_LENGTH = 60;
export const PASSWORD_MIN_LENGTH = 6;
/** Generous caps on free-text inputs the spec leaves open, so nothing unbounded is stored. */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 256;
export const FULL_NAME_MAX_LENGTH = 100;
export const CHAT_MESSAGE_MAX_LENGTH = 2_000;

export const CREDIT_PRICE_CENTS = 50;
/** Credit bundles a user can buy: credits → price in cents. */
export const CREDIT_BUNDLES = { 1: 50, 10: 500 } as const;
export type CreditBundle = keyof typeof CREDIT_BUNDLES;

export const QUOTE_POLL_MS = 2_000;
export const MESSAGES_POLL_DISCUSSING_MS = 1_000;
export const MESSAGES_POLL_MS = 2_000;
export const ADMIN_PAGE_SIZE = 20;

/** Editable quote fields the spec leaves open (spec section 5 sets vendor and scope above). */
export const PROJECT_ADDRESS_MAX_LENGTH = 200;
export const SCOPE_OF_WORK_MAX_LENGTH = 2_000;
export const MAX_UNITS_PER_QUOTE = 500;

/** Days a guest's uploaded file is kept unless an account claims the quote (privacy FAQ; S3 lifecycle). */
export const GUEST_ORIGINAL_RETENTION_DAYS = 30;
/** The object tag on guests' originals that the bucket's lifecycle rule expires. */
export const GUEST_RETENTION_TAG = { key: 'retention', value: 'guest' } as const;

/** Days a shareable read-only link to an analysis stays valid (it can be revoked sooner). */
export const SHARE_LINK_TTL_DAYS = 30;
/** Links to one quote that may be active at once: revoke one to create another. */
export const MAX_ACTIVE_SHARES_PER_QUOTE = 10;

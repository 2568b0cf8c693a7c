/**
 * Spec 3.7: what the identity-verification consent collects, and its version. Kept free of zod
 * so the consent sheet in the browser does not pull the server schemas (schemas/identity.ts
 * re-exports these for its schema).
 */

export const IDENTITY_CONSENT_FIELDS = ['name', 'gender', 'birthDate', 'phoneNumber', 'ci', 'di'] as const;
export const IDENTITY_CONSENT_VERSION = '240503';

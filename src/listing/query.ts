/** The listing-query rule now lives in rules/listing-query.ts (schemas/listing.ts needs it too); kept so the pages and gateway keep their import. */
export * from '../../rules/listing-query';

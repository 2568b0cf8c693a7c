/** The test fixture now lives beside the schemas it parses through; kept here so the many product tests keep their import. */
export { makeAdditional, makeItem } from '../../schemas/item-fixture';

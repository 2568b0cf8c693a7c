import * as m0001 from './0001_catalog';
import * as m0002 from './0002_content';
import * as m0003 from './0003_feature_toggles';
import * as m0004 from './0004_members';
import * as m0005 from './0005_member_activity';
import * as m0006 from './0006_search';

export interface Migration {
  name: string;
  sql: string;
}

/** Every migration, in the order it must be applied. Append only; never edit an applied one. */
export const MIGRATIONS: readonly Migration[] = [m0001, m0002, m0003, m0004, m0005, m0006];

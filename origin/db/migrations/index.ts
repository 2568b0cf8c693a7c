import * as m0001 from './0001_catalog';
import * as m0002 from './0002_content';
import * as m0003 from './0003_feature_toggles';

export interface Migration {
  name: string;
  sql: string;
}

/** Every migration, in the order it must be applied. Append only; never edit an applied one. */
export const MIGRATIONS: readonly Migration[] = [m0001, m0002, m0003];

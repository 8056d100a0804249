import * as m0001 from './0001_foundation';

/** Every migration, in order. Later modules append theirs here. */
export const migrations = {
  '0001_foundation': m0001,
};

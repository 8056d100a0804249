import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { loadOverdueRules, type OverdueCutoff } from '../work-calendar';

/** The desk's filters with the stage limits' cutoffs as of now, when they ask about overdue. */
export async function withOverdueCutoffs<T extends { overdue?: boolean }>(
  db: Kysely<Database>,
  filters: T,
): Promise<T & { overdueCutoffs?: OverdueCutoff[] }> {
  if (filters.overdue === undefined) return filters;
  return { ...filters, overdueCutoffs: (await loadOverdueRules(db)).cutoffs };
}

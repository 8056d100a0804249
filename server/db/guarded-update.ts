import type { UpdateResult } from 'kysely';

/**
 * Runs an update guarded by its `where` (a status it expects, a claim not yet taken) and
 * answers whether it changed exactly the one row it aimed at: false when the guard no longer
 * held because another request or server got there first.
 */
export async function updatedOneRow(update: {
  executeTakeFirst(): Promise<UpdateResult>;
}): Promise<boolean> {
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

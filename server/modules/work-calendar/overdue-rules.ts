import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import {
  indiaDateOf,
  indiaToday,
  isOverdue,
  isWorkingDay,
  overdueBefore,
  workingDaysBetween,
} from '@vistaar/shared/lib/job-dates';
import type { Database } from '../../db/schema';
import { listHolidays, listStageLimits } from './holidays-repository';

/** For one open stage with a limit: entries before this instant are overdue now. */
export interface OverdueCutoff {
  stageId: number;
  before: string;
}

/** SQL: the application `a` is over its stage's limit (false when no stage has one). */
export function overdueCondition(cutoffs: readonly OverdueCutoff[]): RawBuilder<SqlBool> {
  if (cutoffs.length === 0) return sql<SqlBool>`1 = 0`;
  const over = cutoffs.map(
    (cutoff) =>
      sql<SqlBool>`(a.stage_id = ${cutoff.stageId} and a.stage_entered_at < ${cutoff.before})`,
  );
  return sql<SqlBool>`(${sql.join(over, sql` or `)})`;
}

export interface OverdueRules {
  cutoffs: OverdueCutoff[];
  /** Whether an application in `stageId` since `enteredAt` is over its stage's limit. */
  isOverdue(stageId: number, enteredAt: string): boolean;
  /** Whether a day in India (YYYY-MM-DD) is a working day. */
  isWorkingDay(date: string): boolean;
  /** The stage's limit in working days, if it has one. */
  limitOf(stageId: number): number | undefined;
  /** Working days since an entry at `enteredAt`, counted as the limits count them. */
  workingDaysSince(enteredAt: string): number;
  /** The instant before which something is over a limit of `limit` working days. */
  overdueBefore(limit: number): string;
}

/** The stage limits and holidays as of `now`, read once for a list or a digest. */
export async function loadOverdueRules(
  db: Kysely<Database>,
  now: Date = new Date(),
): Promise<OverdueRules> {
  const [limits, holidays] = await Promise.all([listStageLimits(db), listHolidays(db)]);
  const days = new Set(holidays.map((holiday) => holiday.day));
  const limitOf = new Map(limits.map((row) => [row.id, Number(row.sla_working_days)]));
  return {
    cutoffs: [...limitOf].map(([stageId, limit]) => ({
      stageId,
      before: overdueBefore(limit, days, now),
    })),
    isOverdue(stageId, enteredAt) {
      const limit = limitOf.get(stageId);
      return limit !== undefined && isOverdue(enteredAt, limit, days, now);
    },
    isWorkingDay: (date) => isWorkingDay(date, days),
    limitOf: (stageId) => limitOf.get(stageId),
    workingDaysSince: (enteredAt) =>
      workingDaysBetween(indiaDateOf(enteredAt), indiaToday(now), days),
    overdueBefore: (limit) => overdueBefore(limit, days, now),
  };
}

import type { TestContext } from '../../server/test-support/test-app';

/**
 * A move between stages written straight into the history, as the pipeline writes one, at a
 * time of the seed's choosing (the reports read the history, not the route that wrote it).
 */
export async function insertStageMove(
  db: TestContext['database']['db'],
  move: {
    applicationId: number;
    from: number;
    to: number;
    at: string;
    rejectionReasonId?: number | null;
  },
): Promise<void> {
  await db
    .insertInto('application_events')
    .values({
      application_id: move.applicationId,
      kind: 'stage-moved',
      staff_id: null,
      from_stage_id: move.from,
      to_stage_id: move.to,
      rejection_reason_id: move.rejectionReasonId ?? null,
      comment: null,
      created_at: move.at,
    })
    .execute();
}

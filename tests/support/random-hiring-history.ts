import type { TestContext } from '../../server/test-support/test-app';
import { insertApplicationRow, postJob } from '../api/careers-fixtures';
import { insertStageMove } from './stage-move';

const DAY = 86_400_000;
const SOURCES = ['careers_site', 'linkedin', 'referral'] as const;

/** A fixed-seed generator, so a failure replays the same history. */
export function rng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface RandomHistoryOptions {
  seed: number;
  /** Jobs posted for the history, by title; every fifth application has none. */
  jobTitles: readonly string[];
  applications: number;
  moves: number;
  /** E-mail addresses are `${emailPrefix}${n}@example.com`. */
  emailPrefix: string;
  /** When the first application may be made; the rest follow over `spreadDays`. */
  start: number;
  spreadDays: number;
}

/**
 * Applications (some without a job, from several sources) moved at random through the
 * pipeline, straight into the history as the desk writes it: mostly forward by one, often
 * back, now and then anywhere, and often to a closing stage (rejected with one of two reasons
 * or none, withdrawn) and out again; moves at any hour (so across India's midnight), now and
 * then at the same instant as the one before (not a later entry); an application's source
 * changed every 40 moves. Returns what the tests go on with.
 */
export async function seedRandomHistory(ctx: TestContext, options: RandomHistoryOptions) {
  const db = ctx.database.db;
  const auth = await ctx.staffAuth();
  const random = rng(options.seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const stages = await db
    .selectFrom('pipeline_stages')
    .select(['id', 'kind'])
    .orderBy('position')
    .execute();
  const stageIds = stages.map((stage) => stage.id);
  const kindOf = new Map(stages.map((stage) => [stage.id, stage.kind]));
  const closing = stages.filter((stage) => stage.kind === 'rejected' || stage.kind === 'withdrawn');
  const reasons = (await db.selectFrom('rejection_reasons').select('id').execute()).map(
    (row) => row.id,
  );
  const jobs: number[] = [];
  for (const title of options.jobTitles) jobs.push(await postJob(ctx, auth, { title }));

  const current = new Map<number, { stage: number; at: number }>();
  for (let index = 0; index < options.applications; index += 1) {
    const created = options.start + Math.floor(random() * options.spreadDays * DAY);
    const id = await insertApplicationRow(db, {
      jobId: index % 5 === 4 ? null : pick(jobs),
      createdAt: new Date(created).toISOString(),
      email: `${options.emailPrefix}${index}@example.com`,
    });
    await db
      .updateTable('job_applications')
      .set({ source: pick(SOURCES) })
      .where('id', '=', id)
      .execute();
    current.set(id, { stage: stageIds[0], at: created });
  }
  const ids = [...current.keys()];
  for (let step = 0; step < options.moves; step += 1) {
    const id = pick(ids);
    const from = current.get(id)!;
    const position = stageIds.indexOf(from.stage);
    const roll = random();
    const to =
      roll < 0.3
        ? pick(closing).id
        : roll < 0.65
          ? stageIds[Math.min(position + 1, stageIds.length - 1)]
          : roll < 0.85
            ? stageIds[Math.max(position - 1, 0)]
            : pick(stageIds);
    if (to === from.stage) continue;
    const at = from.at + (random() < 0.1 ? 0 : Math.floor(random() * 3 * DAY));
    await insertStageMove(db, {
      applicationId: id,
      from: from.stage,
      to,
      at: new Date(at).toISOString(),
      rejectionReasonId:
        kindOf.get(to) === 'rejected' && random() < 0.8 ? pick(reasons.slice(0, 2)) : null,
    });
    current.set(id, { stage: to, at });
    if (step % 40 === 39) {
      await db
        .updateTable('job_applications')
        .set({ source: pick(SOURCES) })
        .where('id', '=', pick(ids))
        .execute();
    }
  }
  return { auth, random, pick, ids, jobs };
}

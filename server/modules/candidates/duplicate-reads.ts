import type { Kysely } from 'kysely';
import type { CandidateDuplicates, DuplicateMatch, DuplicatePair } from '@vistaar/shared/contract';
import type { DuplicateCheckInput } from '@vistaar/shared/validation';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { PAIR_NOT_FOUND, undoUntil } from './candidate-merge-service';
import { findLikelyDuplicates } from './duplicate-detection';
import {
  findDuplicatePair,
  listOpenPairs,
  listOpenPairsOf,
  listPairCandidates,
  listUndoableMerges,
} from './duplicates-repository';
import { toDuplicateMatch, toDuplicatePair } from './duplicate-views';

/** The open likely duplicates, newest first, each pair with both candidates. */
export async function listDuplicatePairs(
  db: Kysely<Database>,
  page: number,
  limit: number,
): Promise<{ items: DuplicatePair[]; total: number }> {
  const { rows, total } = await listOpenPairs(db, page, limit);
  const candidates = await listPairCandidates(
    db,
    rows.flatMap((row) => [row.candidate_id, row.other_id]),
  );
  const byId = new Map(candidates.map((row) => [row.id, row]));
  return {
    items: rows.map((row) =>
      toDuplicatePair(row, [byId.get(row.candidate_id)!, byId.get(row.other_id)!]),
    ),
    total,
  };
}

/** One open pair with both candidates side by side: the merge screen. */
export async function readDuplicatePair(db: Kysely<Database>, id: number): Promise<DuplicatePair> {
  const pair = await findDuplicatePair(db, id);
  if (!pair || pair.status !== 'open') throw notFound(PAIR_NOT_FOUND);
  const candidates = await listPairCandidates(db, [pair.candidate_id, pair.other_id]);
  const live = await db
    .selectFrom('candidates')
    .select('id')
    .where('id', 'in', [pair.candidate_id, pair.other_id])
    .where('erased_at', 'is', null)
    .where('merged_into', 'is', null)
    .execute();
  if (live.length !== 2) throw notFound(PAIR_NOT_FOUND);
  return toDuplicatePair(pair, candidates);
}

/** A candidate's open likely duplicates and the merges into them that can still be undone. */
export async function readCandidateDuplicates(
  db: Kysely<Database>,
  candidateId: number,
): Promise<CandidateDuplicates> {
  const pairs = await listOpenPairsOf(db, candidateId);
  const merges = await listUndoableMerges(db, candidateId);
  return {
    duplicates: pairs.map((row) => toDuplicateMatch(row, candidateId)),
    merges: merges.map((merge) => {
      const { loser } = JSON.parse(merge.snapshot!) as {
        loser: { first_name: string; last_name: string };
      };
      return {
        id: merge.id,
        mergedName: `${loser.first_name} ${loser.last_name}`,
        mergedAt: merge.merged_at,
        undoUntil: undoUntil(merge.merged_at),
      };
    }),
  };
}

/** The candidates on file that details typed on a form (the intake review) likely belong to. */
export async function checkTypedDetails(
  db: Kysely<Database>,
  input: DuplicateCheckInput,
): Promise<DuplicateMatch[]> {
  const name = `${input.firstName} ${input.lastName}`.trim();
  const matches = await findLikelyDuplicates(
    db,
    {
      names: name ? [name] : [],
      emails: [input.email],
      phones: [input.phone],
      employers: [input.currentEmployer],
      dobs: [input.dob],
    },
    null,
  );
  return matches.map((match) => ({ pairId: null, ...match }));
}

import type { DuplicateReason } from '@vistaar/shared/config';
import type { DuplicateMatch, DuplicatePair } from '@vistaar/shared/contract';
import type {
  DuplicatePairRow,
  listOpenPairsOf,
  listPairCandidates,
} from './duplicates-repository';

type PairCandidateRow = Awaited<ReturnType<typeof listPairCandidates>>[number];
type OpenPairOfRow = Awaited<ReturnType<typeof listOpenPairsOf>>[number];

const reasonsOf = (json: string) => JSON.parse(json) as DuplicateReason[];

export function toDuplicatePair(
  row: DuplicatePairRow,
  candidates: readonly PairCandidateRow[],
): DuplicatePair {
  return {
    id: row.id,
    reasons: reasonsOf(row.reasons),
    createdAt: row.created_at,
    candidates: candidates.map((candidate) => ({
      id: candidate.id,
      firstName: candidate.first_name,
      lastName: candidate.last_name,
      email: candidate.email,
      phone: candidate.phone,
      source: candidate.source,
      applications: Number(candidate.applications ?? 0),
      createdAt: candidate.created_at,
    })),
  };
}

/** One open pair of `candidateId`, as the other candidate of it. */
export function toDuplicateMatch(row: OpenPairOfRow, candidateId: number): DuplicateMatch {
  const otherIsB = row.a_id === candidateId;
  return {
    pairId: row.id,
    candidateId: otherIsB ? row.b_id : row.a_id,
    firstName: otherIsB ? row.b_first : row.a_first,
    lastName: otherIsB ? row.b_last : row.a_last,
    reasons: reasonsOf(row.reasons),
  };
}

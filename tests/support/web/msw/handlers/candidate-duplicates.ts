import { http } from 'msw';
import { MERGE_FIELDS, MERGE_UNDO_DAYS } from '@vistaar/shared/config';
import {
  candidateMergeSchema,
  candidateMergeMessages,
  duplicateCheckSchema,
} from '@vistaar/shared/validation';
import { db } from '../db';
import {
  api,
  badRequest,
  conflict,
  listPage,
  notFound,
  ok,
  staffAnswer,
  validateWith,
} from '../answers';

const PAIR_NOT_FOUND = 'Possible duplicate not found.';
const UNDO_TOO_LATE = `This merge is more than ${MERGE_UNDO_DAYS} days old and can no longer be undone.`;

function openPair(id: unknown) {
  const pair = db.duplicatePairs.find((entry) => entry.id === Number(id));
  if (!pair) throw notFound(PAIR_NOT_FOUND);
  return pair;
}

export const candidateDuplicatesHandlers = [
  http.get(
    api('/api/candidates/duplicates'),
    staffAnswer(({ request }) => listPage(new URL(request.url), db.duplicatePairs)),
  ),
  http.get(
    api('/api/candidates/duplicates/:id'),
    staffAnswer(({ params }) => ok({ data: openPair(params.id) })),
  ),
  http.post(
    api('/api/candidates/duplicates/:id/merge'),
    staffAnswer(async ({ params, request }) => {
      const pair = openPair(params.id);
      const values = await validateWith(candidateMergeSchema, await request.json());
      const ids = pair.candidates.map((candidate) => candidate.id);
      const wrong = (['winnerId', ...MERGE_FIELDS] as const).filter(
        (key) => !ids.includes(values[key]),
      );
      if (wrong.length) {
        throw badRequest(
          candidateMergeMessages.notOfThePair,
          Object.fromEntries(wrong.map((key) => [key, candidateMergeMessages.notOfThePair])),
        );
      }
      db.duplicatePairs = db.duplicatePairs.filter((entry) => entry.id !== pair.id);
      const merge = {
        mergeId: db.candidateMerges.length + 1,
        winnerId: values.winnerId,
        loserId: ids.find((id) => id !== values.winnerId)!,
        undoUntil: new Date(Date.now() + MERGE_UNDO_DAYS * 86_400_000).toISOString(),
      };
      db.candidateMerges.push({ ...merge, pair, undone: false });
      return ok({ message: 'The candidates were merged.', data: merge });
    }),
  ),
  http.post(
    api('/api/candidates/duplicates/:id/dismiss'),
    staffAnswer(({ params }) => {
      const pair = openPair(params.id);
      db.duplicatePairs = db.duplicatePairs.filter((entry) => entry.id !== pair.id);
      return ok({ message: 'Marked as not a duplicate.' });
    }),
  ),
  http.post(
    api('/api/candidates/merges/:id/undo'),
    staffAnswer(({ params }) => {
      const merge = db.candidateMerges.find((entry) => entry.mergeId === Number(params.id));
      if (!merge) throw notFound('Merge not found.');
      if (merge.undone) throw conflict('This merge was already undone.');
      if (new Date().toISOString() > merge.undoUntil) throw conflict(UNDO_TOO_LATE);
      merge.undone = true;
      db.duplicatePairs.push(merge.pair);
      return ok({
        message: 'The merge was undone.',
        data: { winnerId: merge.winnerId, loserId: merge.loserId },
      });
    }),
  ),
  http.get(
    api('/api/candidates/:id/duplicates'),
    staffAnswer(({ params }) => {
      const id = Number(params.id);
      const duplicates = db.duplicatePairs.flatMap((pair) => {
        const other = pair.candidates.find((candidate) => candidate.id !== id);
        if (!other || !pair.candidates.some((candidate) => candidate.id === id)) return [];
        return [
          {
            pairId: pair.id,
            candidateId: other.id,
            firstName: other.firstName,
            lastName: other.lastName,
            reasons: pair.reasons,
          },
        ];
      });
      const merges = db.candidateMerges
        .filter((merge) => merge.winnerId === id && !merge.undone)
        .map((merge) => {
          const loser = merge.pair.candidates.find((candidate) => candidate.id === merge.loserId)!;
          return {
            id: merge.mergeId,
            mergedName: `${loser.firstName} ${loser.lastName}`,
            mergedAt: new Date(
              Date.parse(merge.undoUntil) - MERGE_UNDO_DAYS * 86_400_000,
            ).toISOString(),
            undoUntil: merge.undoUntil,
          };
        });
      return ok({ data: { duplicates, merges } });
    }),
  ),
  http.post(
    api('/api/candidates/duplicate-check'),
    staffAnswer(async ({ request }) => {
      await validateWith(duplicateCheckSchema, await request.json());
      return ok({ data: db.likelyDuplicates });
    }),
  ),
];

import { http } from 'msw';
import {
  poolAddToJobSchema,
  savedListMemberSchema,
  savedListSchema,
  talentPoolQuerySchema,
} from '@vistaar/shared/validation';
import { db } from '../db';
import {
  api,
  conflict,
  listPage,
  matchesSearch,
  notFound,
  ok,
  searchOf,
  staffAnswer,
  validateWith,
} from '../answers';

const LIST_NOT_FOUND = 'Saved list not found.';
const LIST_NAME_TAKEN = 'A saved list with this name already exists.';

function savedList(id: unknown) {
  const list = db.savedLists.find((entry) => entry.id === Number(id));
  if (!list) throw notFound(LIST_NOT_FOUND);
  return list;
}

function nameFree(name: string, except?: number) {
  const key = name.trim().toLowerCase();
  if (db.savedLists.some((list) => list.id !== except && list.name.toLowerCase() === key)) {
    throw conflict(LIST_NAME_TAKEN, { name: LIST_NAME_TAKEN });
  }
}

function poolCandidate(id: unknown) {
  const candidate = db.poolCandidates.find((entry) => entry.id === Number(id));
  if (!candidate) throw notFound('Candidate not found in the talent pool.');
  return candidate;
}

export const talentPoolHandlers = [
  http.get(
    api('/api/talent-pool'),
    staffAnswer(async ({ request }) => {
      const url = new URL(request.url);
      const query = await validateWith(
        talentPoolQuerySchema,
        Object.fromEntries(url.searchParams.entries()),
      );
      const search = searchOf(url);
      const found = db.poolCandidates.filter(
        (candidate) =>
          matchesSearch(search, [candidate.name, ...candidate.snippets, ...candidate.skills]) &&
          (!query.location ||
            candidate.location.toLowerCase().includes(query.location.toLowerCase())),
      );
      return listPage(url, found);
    }),
  ),
  http.post(
    api('/api/talent-pool/candidates/:id/applications'),
    staffAnswer(async ({ params, request }) => {
      const candidate = poolCandidate(params.id);
      const input = await validateWith(poolAddToJobSchema, await request.json());
      if (
        db.poolApplications.some(
          (entry) => entry.candidateId === candidate.id && entry.jobId === input.jobId,
        )
      ) {
        const message = 'This candidate has already applied for this job.';
        throw conflict(message, { jobId: message });
      }
      db.poolApplications.push({ candidateId: candidate.id, jobId: input.jobId });
      return ok(
        { message: 'Candidate added to the job', data: { id: 900 + db.poolApplications.length } },
        { status: 201 },
      );
    }),
  ),
  http.delete(
    api('/api/talent-pool/candidates/:id/tags/:tag'),
    staffAnswer(({ params }) => {
      const candidate = poolCandidate(params.id);
      const key = String(params.tag).trim().toLowerCase();
      const before = candidate.tags.length;
      candidate.tags = candidate.tags.filter((tag) => tag.toLowerCase() !== key);
      if (candidate.tags.length === before) throw notFound('Tag not found on this candidate.');
      return ok({ message: 'Tag removed' });
    }),
  ),
  http.get(
    api('/api/talent-pool/lists'),
    staffAnswer(() =>
      ok({
        data: db.savedLists.map(({ entries, ...list }) => ({ ...list, members: entries.length })),
      }),
    ),
  ),
  http.post(
    api('/api/talent-pool/lists'),
    staffAnswer(async ({ request }) => {
      const input = await validateWith(savedListSchema, await request.json());
      nameFree(input.name);
      const id = Math.max(0, ...db.savedLists.map((list) => list.id)) + 1;
      db.savedLists.push({
        id,
        name: input.name,
        members: 0,
        updatedAt: new Date().toISOString(),
        entries: [],
      });
      return ok({ message: 'List created', data: { id } }, { status: 201 });
    }),
  ),
  http.put(
    api('/api/talent-pool/lists/:id'),
    staffAnswer(async ({ params, request }) => {
      const list = savedList(params.id);
      const input = await validateWith(savedListSchema, await request.json());
      nameFree(input.name, list.id);
      list.name = input.name;
      return ok({ message: 'List renamed' });
    }),
  ),
  http.delete(
    api('/api/talent-pool/lists/:id'),
    staffAnswer(({ params }) => {
      const list = savedList(params.id);
      db.savedLists = db.savedLists.filter((entry) => entry.id !== list.id);
      return ok({ message: 'List deleted' });
    }),
  ),
  http.get(
    api('/api/talent-pool/lists/:id/members'),
    staffAnswer(({ params }) => ok({ data: savedList(params.id).entries })),
  ),
  http.post(
    api('/api/talent-pool/lists/:id/members'),
    staffAnswer(async ({ params, request }) => {
      const list = savedList(params.id);
      const input = await validateWith(savedListMemberSchema, await request.json());
      const candidate = poolCandidate(input.candidateId);
      if (!list.entries.some((entry) => entry.candidateId === candidate.id)) {
        list.entries.unshift({
          candidateId: candidate.id,
          name: candidate.name,
          addedAt: new Date().toISOString(),
        });
      }
      return ok({ message: 'Added to the list' });
    }),
  ),
  http.delete(
    api('/api/talent-pool/lists/:id/members/:candidateId'),
    staffAnswer(({ params }) => {
      const list = savedList(params.id);
      const before = list.entries.length;
      list.entries = list.entries.filter(
        (entry) => entry.candidateId !== Number(params.candidateId),
      );
      if (list.entries.length === before) throw notFound('The candidate is not on this list.');
      return ok({ message: 'Removed from the list' });
    }),
  ),
];

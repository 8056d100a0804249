import type { Kysely } from 'kysely';
import { RETENTION } from '@vistaar/shared/config/privacy';
import type { PoolCandidate, SavedListEntry, SavedListSummary } from '@vistaar/shared/contract';
import { addDays, indiaDayStart, indiaToday } from '@vistaar/shared/lib/job-dates';
import type {
  CandidateTagInput,
  PoolAddToJobInput,
  SavedListInput,
  TalentPoolQuery,
} from '@vistaar/shared/validation';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor, type AuditEntry } from '../../lib/audit';
import { conflict, found, notFound } from '../../lib/http-error';
import { normalizeSearch } from '../../lib/like-pattern';
import { insertAddedCandidate, type AddCandidateDeps } from '../applications';
import { findStoredFile, insertStoredFile } from '../files';
import { addMonths } from '../retention';
import {
  deleteMember,
  deleteSavedList,
  deleteSavedListMembers,
  deleteTag,
  findResumeText,
  findSavedList,
  findSavedListByName,
  insertMember,
  insertSavedList,
  insertTag,
  latestLiveApplication,
  listMembers,
  listSavedLists,
  liveApplicationFor,
  markKeys,
  renameSavedList,
  saveResumeText,
  touchSavedList,
} from './pool-marks-repository';
import { inPool, searchPool, tagsOf, type PoolSearch } from './pool-search-repository';
import { toPoolCandidate } from './talent-pool-views';

const CANDIDATE_NOT_IN_POOL = 'Candidate not found in the talent pool.';
const LIST_NOT_FOUND = 'Saved list not found.';
const ALREADY_APPLIED = 'This candidate has already applied for this job.';
const LIST_NAME_TAKEN = 'A saved list with this name already exists.';

/** A change to a candidate's place in the pool, audited in the change's transaction. */
const auditCandidate = (
  trx: Kysely<Database>,
  actor: AuditActor,
  action: string,
  candidateId: number,
  details: AuditEntry['details'],
) => recordAudit(trx, actor, { action, entity: 'candidate', entityId: candidateId, details });

/** A change to a saved list or its members, audited in the change's transaction. */
const auditList = (
  trx: Kysely<Database>,
  actor: AuditActor,
  action: string,
  listId: number,
  details?: AuditEntry['details'],
) => recordAudit(trx, actor, { action, entity: 'saved-list', entityId: listId, details });

/** Retention ending within this many days is marked on the candidate. */
const ENDING_SOON_DAYS = 30;

/**
 * The days an application's retention must have started counting from after, for its period
 * to run past `day`: one for applications without the choice to be kept, one for those with it.
 */
function retainedAfter(day: string): PoolSearch['retainedAfter'] {
  return {
    normal: addMonths(day, -RETENTION.applicationMonths),
    kept: addMonths(day, -RETENTION.applicationKeptForOtherRolesMonths),
  };
}

/** The day the candidate's last retention period ends (YYYY-MM-DD). */
function retentionEndsOn(row: { ended_on: string | null; ended_on_kept: string | null }) {
  const ends = [
    row.ended_on && addMonths(row.ended_on, RETENTION.applicationMonths),
    row.ended_on_kept && addMonths(row.ended_on_kept, RETENTION.applicationKeptForOtherRolesMonths),
  ].filter((day): day is string => Boolean(day));
  return ends.sort().at(-1) ?? null;
}

/**
 * The talent pool: candidates whose retention still runs (an erased candidate is never in
 * the index), matched by words and filters, with the passages that matched; a candidate whose
 * retention ends within 30 days carries the day. `more`: more candidates matched than are
 * shown (`RANKED_MATCHES`), the best with words (`order`), else the most recently active, and
 * `total` counts the shown ones.
 */
export async function searchTalentPool(
  db: Kysely<Database>,
  query: TalentPoolQuery,
  today = indiaToday(),
): Promise<{
  rows: PoolCandidate[];
  total: number;
  more: boolean;
  order: 'best' | 'recent';
}> {
  const search = normalizeSearch(query.search);
  const { rows, total, more, order } = await searchPool(db, {
    words: search ? search.split(' ') : [],
    skills: markKeys(query.skills),
    minExperience: query.minExperience,
    maxExperience: query.maxExperience,
    maxNoticeDays: query.maxNoticeDays,
    maxExpectedCtc: query.maxExpectedCtc,
    location: query.location,
    activeSince: query.activeSince ? indiaDayStart(query.activeSince) : undefined,
    tags: markKeys(query.tags),
    keptForOtherRoles: query.keptForOtherRoles,
    retainedAfter: retainedAfter(today),
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const tags = await tagsOf(
    db,
    rows.map((row) => row.candidate_id),
  );
  const soon = addDays(today, ENDING_SOON_DAYS);
  return {
    rows: rows.map((row) => {
      const ends = retentionEndsOn(row);
      return toPoolCandidate(
        row,
        tags.get(row.candidate_id) ?? [],
        ends && ends <= soon ? ends : null,
      );
    }),
    total,
    more,
    order,
  };
}

async function poolCandidate(db: Kysely<Database>, candidateId: number) {
  if (!(await inPool(db, candidateId, retainedAfter(indiaToday())))) {
    throw notFound(CANDIDATE_NOT_IN_POOL);
  }
}

export type PoolAddDeps = Pick<AddCandidateDeps, 'db' | 'mailer' | 'publicUrl' | 'recruitingInbox'>;

/**
 * A pool candidate added to a job through the staff-added application: their details and
 * resume copied from their newest application, the consent as the recruiter records it, the
 * privacy notice e-mailed. Refused when they already have an application for the job.
 */
export async function addPoolCandidateToJob(
  deps: PoolAddDeps,
  actor: AuditActor,
  candidateId: number,
  input: PoolAddToJobInput,
): Promise<number> {
  const id = await deps.db.transaction().execute(async (trx) => {
    await poolCandidate(trx, candidateId);
    if (await liveApplicationFor(trx, candidateId, input.jobId)) {
      throw conflict(ALREADY_APPLIED, { jobId: ALREADY_APPLIED });
    }
    const [candidate, latest] = await Promise.all([
      trx.selectFrom('candidates').selectAll().where('id', '=', candidateId).executeTakeFirst(),
      latestLiveApplication(trx, candidateId),
    ]);
    if (!candidate || !latest) throw notFound(CANDIDATE_NOT_IN_POOL);
    const file = found(await findStoredFile(trx, latest.resume_file_id), CANDIDATE_NOT_IN_POOL);
    // Each application owns its resume: erasing one must not take another's file.
    const fileId = await insertStoredFile(trx, {
      purpose: 'resume',
      originalName: file.original_name,
      mediaType: file.media_type,
      content: file.content,
    });
    const applicationId = await insertAddedCandidate(
      trx,
      deps,
      actor,
      input.jobId,
      {
        firstName: candidate.first_name,
        lastName: candidate.last_name,
        email: candidate.email,
        phone: candidate.phone,
        city: latest.city,
        state: latest.state,
        jobExperience: latest.job_experience,
        currentEmployer: latest.current_employer,
        currentCTC: latest.current_ctc,
        expectedCTC: latest.expected_ctc,
        currentLocation: latest.current_location,
        noticePeriod: latest.notice_period ?? '',
        noticeUntil: latest.notice_until ?? '',
        servingNotice: latest.serving_notice === 1,
        source: 'other',
        sourceDetail: 'Talent pool',
        referrerCode: '',
        consentSource: input.consentSource,
      },
      { fileId, sha256: file.sha256 },
    );
    const text = await findResumeText(trx, latest.id);
    if (text) {
      await saveResumeText(
        trx,
        applicationId,
        text.text,
        text.skills.split('|').join(','),
        nowIso(),
      );
    }
    await auditCandidate(trx, actor, 'candidate.added-from-pool', candidateId, {
      applicationId,
      jobId: input.jobId,
    });
    return applicationId;
  });
  void deps.mailer.flush();
  return id;
}

export async function tagCandidate(
  db: Kysely<Database>,
  actor: AuditActor,
  candidateId: number,
  input: CandidateTagInput,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await poolCandidate(trx, candidateId);
    await insertTag(trx, {
      candidate_id: candidateId,
      tag: input.tag,
      created_by: actor.staffId,
      created_at: nowIso(),
    });
    await auditCandidate(trx, actor, 'candidate.tagged', candidateId, { tag: input.tag });
  });
}

export async function untagCandidate(
  db: Kysely<Database>,
  actor: AuditActor,
  candidateId: number,
  tag: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await deleteTag(trx, candidateId, tag);
    if (Number(deleted.numDeletedRows) === 0) throw notFound('Tag not found on this candidate.');
    await auditCandidate(trx, actor, 'candidate.untagged', candidateId, { tag });
  });
}

export async function savedLists(db: Kysely<Database>): Promise<SavedListSummary[]> {
  const rows = await listSavedLists(db);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    members: Number(row.members ?? 0),
    updatedAt: row.updated_at,
  }));
}

export async function createSavedList(
  db: Kysely<Database>,
  actor: AuditActor,
  input: SavedListInput,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (await findSavedListByName(trx, input.name)) {
      throw conflict(LIST_NAME_TAKEN, { name: LIST_NAME_TAKEN });
    }
    const id = await insertSavedList(trx, {
      name: input.name,
      created_by: actor.staffId,
      at: nowIso(),
    });
    await auditList(trx, actor, 'saved-list.created', id, { name: input.name });
    return id;
  });
}

export async function renameList(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
  input: SavedListInput,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    found(await findSavedList(trx, id), LIST_NOT_FOUND);
    const other = await findSavedListByName(trx, input.name);
    if (other && other.id !== id) throw conflict(LIST_NAME_TAKEN, { name: LIST_NAME_TAKEN });
    await renameSavedList(trx, id, input.name, nowIso());
    await auditList(trx, actor, 'saved-list.renamed', id, { name: input.name });
  });
}

export async function removeList(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const list = found(await findSavedList(trx, id), LIST_NOT_FOUND);
    const members = await deleteSavedListMembers(trx, id);
    await deleteSavedList(trx, id);
    // The list is gone: the trail keeps what it was called and how many it held.
    await auditList(trx, actor, 'saved-list.deleted', id, {
      name: list.name,
      members: Number(members.numDeletedRows),
    });
  });
}

export async function savedListMembers(
  db: Kysely<Database>,
  id: number,
): Promise<SavedListEntry[]> {
  found(await findSavedList(db, id), LIST_NOT_FOUND);
  const rows = await listMembers(db, id);
  return rows.map((row) => ({
    candidateId: row.candidate_id,
    name: `${row.first_name} ${row.last_name}`,
    addedAt: row.created_at,
  }));
}

export async function addListMember(
  db: Kysely<Database>,
  actor: AuditActor,
  listId: number,
  candidateId: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    found(await findSavedList(trx, listId), LIST_NOT_FOUND);
    await poolCandidate(trx, candidateId);
    const at = nowIso();
    await insertMember(trx, {
      list_id: listId,
      candidate_id: candidateId,
      added_by: actor.staffId,
      created_at: at,
    });
    await touchSavedList(trx, listId, at);
    await auditList(trx, actor, 'saved-list.member-added', listId, { candidateId });
  });
}

export async function removeListMember(
  db: Kysely<Database>,
  actor: AuditActor,
  listId: number,
  candidateId: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    found(await findSavedList(trx, listId), LIST_NOT_FOUND);
    const deleted = await deleteMember(trx, listId, candidateId);
    if (Number(deleted.numDeletedRows) === 0) throw notFound('The candidate is not on this list.');
    await touchSavedList(trx, listId, nowIso());
    await auditList(trx, actor, 'saved-list.member-removed', listId, { candidateId });
  });
}

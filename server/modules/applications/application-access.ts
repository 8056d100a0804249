import { sql, type Kysely } from 'kysely';
import type { StaffRole } from '@vistaar/shared/config';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import type { FastifyRequest } from 'fastify';
import { RECRUITING, recordRead, signedInStaff, type SessionStaff } from '../auth';
import { APPLICATION_NOT_FOUND } from './resume-routes';

// Who may open an application. Admins and recruiters: every one. A hiring manager: those to
// the jobs they manage. A member on an interview panel opens only that interview's kit, and
// only while the interview is to come or their feedback on it is due.

interface Member {
  id: number;
  role: StaffRole;
}

/** The hiring manager a member's lists narrow to (undefined: no narrowing). */
export const managedBy = (staff: Member): number | undefined =>
  staff.role === 'hiring-manager' ? staff.id : undefined;

/** Which of these applications the member may open as a whole record. */
export async function applicationsOpenTo(
  db: Kysely<Database>,
  staff: Member,
  ids: readonly number[],
): Promise<Set<number>> {
  const distinct = [...new Set(ids)];
  if (distinct.length === 0 || !(RECRUITING.includes(staff.role) || managedBy(staff))) {
    return new Set();
  }
  let query = db.selectFrom('job_applications as a').select('a.id').where('a.id', 'in', distinct);
  const manager = managedBy(staff);
  if (manager !== undefined) {
    query = query.where('a.job_id', 'in', (eb) =>
      eb.selectFrom('job_hiring_managers').select('job_id').where('staff_id', '=', manager),
    );
  }
  return new Set((await query.execute()).map((row) => row.id));
}

/**
 * The check of every call about one application: it answers 404, as for a missing one,
 * when the member may not open it, so nothing tells them it exists.
 */
export async function openApplication(
  db: Kysely<Database>,
  staff: Member,
  applicationId: number,
): Promise<void> {
  if (!(await applicationsOpenTo(db, staff, [applicationId])).has(applicationId)) {
    throw notFound(APPLICATION_NOT_FOUND);
  }
}

/**
 * A member's read of one part of an application (its interviews, messages, links): refused as
 * `openApplication` refuses, and, like every read of an application, on the audit trail.
 */
async function readApplicationPart<T>(
  db: Kysely<Database>,
  request: FastifyRequest,
  applicationId: number,
  action: string,
  read: (staff: SessionStaff) => Promise<T>,
): Promise<T> {
  const staff = signedInStaff(request);
  await openApplication(db, staff, applicationId);
  const data = await read(staff);
  await recordRead(db, request, 'application', applicationId, action);
  return data;
}

/**
 * The handler of a route answering one part of an application (`…/applications/:id/…`): the
 * part read as `readApplicationPart` reads it, in the answer's envelope.
 */
export function applicationPartHandler<T>(
  db: Kysely<Database>,
  action: string,
  read: (applicationId: number, staff: SessionStaff) => Promise<T>,
) {
  return async (request: FastifyRequest & { params: { id: number } }) => {
    const { id } = request.params;
    const data = await readApplicationPart(db, request, id, action, (staff) => read(id, staff));
    return { success: true as const, data };
  };
}

/**
 * Interviews whose kit a panel member may open now: not cancelled, and still to come or
 * waiting for their current feedback.
 */
function openKitsQuery(staffId: number, now: string) {
  return sql`select i.id, i.application_id from interviews i
    inner join interview_interviewers p on p.interview_id = i.id and p.staff_id = ${staffId}
    where i.status = 'scheduled' and (i.starts_at > ${now} or not exists (
      select 1 from interview_feedback f
      where f.interview_id = i.id and f.staff_id = ${staffId} and f.superseded_at is null))`;
}

/** Whether a panel member may open this interview's kit now. */
export async function kitOpenTo(
  db: Kysely<Database>,
  staffId: number,
  interviewId: number,
): Promise<boolean> {
  const rows = await sql<{ id: number }>`select id from (${openKitsQuery(staffId, nowIso())}) k
    where id = ${interviewId}`.execute(db);
  return rows.rows.length > 0;
}

export interface ApplicationReader {
  id: number;
  name: string;
  email: string;
  /** Set when the member opens the application only through this interview's kit. */
  kitInterviewId: number | null;
}

/**
 * Active members who may open this application now: recruiting, the hiring managers of its
 * job, and the panel members of its interviews whose kit is open to them.
 */
export async function listApplicationReaders(
  db: Kysely<Database>,
  applicationId: number,
): Promise<ApplicationReader[]> {
  const members = await db
    .selectFrom('staff_users as u')
    .select(['u.id', 'u.name', 'u.email', 'u.role'])
    .where('u.disabled', '=', 0)
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
  const managers = new Set(
    (
      await db
        .selectFrom('job_hiring_managers as h')
        .innerJoin('job_applications as a', 'a.job_id', 'h.job_id')
        .select('h.staff_id')
        .where('a.id', '=', applicationId)
        .execute()
    ).map((row) => row.staff_id),
  );
  // The newest open kit of each panel member of this application's interviews.
  const kits = new Map<number, number>();
  const panel = await sql<{ staff_id: number; id: number }>`select p.staff_id, i.id
    from interviews i inner join interview_interviewers p on p.interview_id = i.id
    where i.application_id = ${applicationId} and i.status = 'scheduled'
      and (i.starts_at > ${nowIso()} or not exists (select 1 from interview_feedback f
        where f.interview_id = i.id and f.staff_id = p.staff_id and f.superseded_at is null))
    order by i.id`.execute(db);
  for (const row of panel.rows) kits.set(Number(row.staff_id), Number(row.id));
  return members.flatMap((member) => {
    const whole =
      RECRUITING.includes(member.role) ||
      (member.role === 'hiring-manager' && managers.has(member.id));
    const kitInterviewId = whole ? null : (kits.get(member.id) ?? null);
    if (!whole && kitInterviewId === null) return [];
    return [{ id: member.id, name: member.name, email: member.email, kitInterviewId }];
  });
}

import { sql, type Kysely, type SqlBool } from 'kysely';
import { normalizedPhone } from '@vistaar/shared/lib/phone';
import type { Database } from '../../db/schema';

/** The person an application is from, as the form or the recruiter gave them. */
interface ApplicantContact {
  firstName: string;
  lastName: string;
  email: string;
  /** May be blank (a recruiter may not know it): a blank one never replaces a known one. */
  phone: string;
}

/** How the application came in, and when. */
interface ApplicantArrival {
  source: Database['candidates']['source'];
  /** Their choice about other roles; null when the path does not ask (a recruiter adding them). */
  keepForOtherRoles: boolean | null;
  at: string;
}

/** The one normal form e-mail addresses are compared in. */
export const normalizedEmail = (email: string) => email.trim().toLowerCase();

/** The application's columns for who it is from. */
export const applicantContactColumns = (person: ApplicantContact) => ({
  first_name: person.firstName,
  last_name: person.lastName,
  email: person.email,
  email_normalized: normalizedEmail(person.email),
  phone: person.phone,
});

/**
 * The candidate an application belongs to, in the application's transaction: the one with
 * the same normalised e-mail (its contact details and choice brought up to date with what
 * the person just gave), else a new one. Insert-or-nothing first, so two applications from
 * one new address at once (to two jobs, on PostgreSQL) still make one candidate.
 */
export async function linkCandidate(
  trx: Kysely<Database>,
  person: ApplicantContact,
  arrival: ApplicantArrival,
) {
  const emailKey = normalizedEmail(person.email);
  const phone = person.phone.trim();
  const inserted = await trx
    .insertInto('candidates')
    .values({
      first_name: person.firstName,
      last_name: person.lastName,
      email: person.email.trim(),
      email_normalized: emailKey,
      phone,
      phone_normalized: normalizedPhone(phone),
      source: arrival.source,
      keep_for_other_roles: arrival.keepForOtherRoles ? 1 : 0,
      erased_at: null,
      created_at: arrival.at,
      updated_at: arrival.at,
    })
    .onConflict((oc) =>
      oc
        .column('email_normalized')
        .where(sql<SqlBool>`email_normalized <> ''`)
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;

  const existing = await trx
    .updateTable('candidates')
    .set({
      first_name: person.firstName,
      last_name: person.lastName,
      email: person.email.trim(),
      ...(phone ? { phone, phone_normalized: normalizedPhone(phone) } : {}),
      ...(arrival.keepForOtherRoles === null
        ? {}
        : { keep_for_other_roles: arrival.keepForOtherRoles ? 1 : 0 }),
      updated_at: arrival.at,
    })
    .where('email_normalized', '=', emailKey)
    .where('erased_at', 'is', null)
    .returning('id')
    .executeTakeFirstOrThrow();
  return existing.id;
}

/**
 * Contact details the person corrected on one application: their candidate takes them too,
 * as the details they are now reached by. An address another candidate already holds stays
 * with that one (joining two candidates is a person's decision: the two are compared as
 * likely duplicates); the phone always follows.
 */
export async function followContactCorrection(
  trx: Kysely<Database>,
  applicationId: number,
  change: { email?: string; phone?: string },
  at: string,
): Promise<void> {
  const application = await trx
    .selectFrom('job_applications')
    .select('candidate_id')
    .where('id', '=', applicationId)
    .executeTakeFirst();
  const candidateId = application?.candidate_id;
  if (candidateId === null || candidateId === undefined) return;
  const phone = change.phone?.trim();
  let email: { email: string; email_normalized: string } | undefined;
  if (change.email !== undefined) {
    const key = normalizedEmail(change.email);
    const holder = await trx
      .selectFrom('candidates')
      .select('id')
      .where('email_normalized', '=', key)
      .where('id', '!=', candidateId)
      .where('erased_at', 'is', null)
      .executeTakeFirst();
    if (!holder) email = { email: change.email.trim(), email_normalized: key };
  }
  // An address kept by another candidate is still news: the change time lets the duplicate
  // sweep compare the two.
  if (!phone && !email && change.email === undefined) return;
  await trx
    .updateTable('candidates')
    .set({
      ...(phone ? { phone, phone_normalized: normalizedPhone(phone) } : {}),
      ...email,
      updated_at: at,
    })
    .where('id', '=', candidateId)
    .where('erased_at', 'is', null)
    .execute();
}

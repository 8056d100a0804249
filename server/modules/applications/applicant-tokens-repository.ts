import type { Kysely } from 'kysely';
import { nowIso } from '../../db/dialect';
import type { ApplicantAccessTokensTable, Database } from '../../db/schema';
import { newSessionToken, tokenDigest } from '../auth';
import { updatedOneRow } from '../../db/guarded-update';

/** A 'My application' or erasure link's token: 32 random bytes, base64url (43 characters). */
const APPLICANT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

type Purpose = ApplicantAccessTokensTable['purpose'];

/**
 * A new link of this purpose for the application. The earlier ones of the same purpose stop
 * working now, or with `keepEarlier` only once the new one is opened (`retireEarlierTokens`):
 * a link anyone can have sent must not cut off the one the applicant holds. Answers the
 * token, which only the e-mail carries (the database keeps its SHA-256).
 */
export async function issueApplicantToken(
  db: Kysely<Database>,
  applicationId: number,
  purpose: Purpose,
  expiresAt: string | null = null,
  {
    keepEarlier = false,
    newEmail = null,
  }: { keepEarlier?: boolean; newEmail?: string | null } = {},
): Promise<string> {
  const now = nowIso();
  if (!keepEarlier) {
    await db
      .updateTable('applicant_access_tokens')
      .set({ replaced_at: now })
      .where('application_id', '=', applicationId)
      .where('purpose', '=', purpose)
      .where('replaced_at', 'is', null)
      .execute();
  }
  const token = newSessionToken();
  await db
    .insertInto('applicant_access_tokens')
    .values({
      application_id: applicationId,
      purpose,
      token_hash: tokenDigest(token),
      created_at: now,
      expires_at: expiresAt,
      new_email: newEmail,
    })
    .execute();
  return token;
}

/** The live token row for this token and purpose: not replaced, not used, not expired. */
export async function findLiveToken(db: Kysely<Database>, token: string, purpose: Purpose) {
  if (!APPLICANT_TOKEN_PATTERN.test(token)) return undefined;
  const row = await db
    .selectFrom('applicant_access_tokens')
    .selectAll()
    .where('token_hash', '=', tokenDigest(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row || row.replaced_at !== null || row.used_at !== null) return undefined;
  if (row.expires_at !== null && row.expires_at <= nowIso()) return undefined;
  return row;
}

/** A link was opened: the ones of its purpose issued before it stop working. */
export async function retireEarlierTokens(
  db: Kysely<Database>,
  link: { id: number; application_id: number; purpose: Purpose },
) {
  await db
    .updateTable('applicant_access_tokens')
    .set({ replaced_at: nowIso() })
    .where('application_id', '=', link.application_id)
    .where('purpose', '=', link.purpose)
    .where('id', '<', link.id)
    .where('replaced_at', 'is', null)
    .execute();
}

/** Marks an erasure confirmation as used, once: false when another request used it first. */
export async function useToken(db: Kysely<Database>, id: number): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('applicant_access_tokens')
      .set({ used_at: nowIso() })
      .where('id', '=', id)
      .where('used_at', 'is', null),
  );
}

/** Whether an erasure confirmation link is still waiting to be used. */
export async function hasPendingErasure(db: Kysely<Database>, applicationId: number) {
  const row = await db
    .selectFrom('applicant_access_tokens')
    .select('id')
    .where('application_id', '=', applicationId)
    .where('purpose', '=', 'erasure')
    .where('replaced_at', 'is', null)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return row !== undefined;
}

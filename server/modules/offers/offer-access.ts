import type { Kysely } from 'kysely';
import type { StaffRole } from '@vistaar/shared/config';
import { OFFER_DRAFTING_ROLES } from '@vistaar/shared/config/offers';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { APPLICATION_NOT_FOUND, applicationsOpenTo } from '../applications';
import { OFFER_NOT_FOUND } from './offer-common';
import type { OfferWithApplication } from './offers-repository';

/**
 * Who sees offers. Admins and HR: every one. Recruiters: every application's, as they work
 * every job. Hiring managers: the offers on their own jobs' applications. Anyone the offer
 * waits or waited for as an approver: that offer. Interviewers: none (their role reaches no
 * offer route). Whoever may not see an offer is told it does not exist.
 */

export const OFFER_DESK = OFFER_DRAFTING_ROLES;
export const OFFER_READERS: readonly StaffRole[] = ['admin', 'hr', 'recruiter', 'hiring-manager'];
export const OFFER_SETTINGS: readonly StaffRole[] = ['admin', 'hr'];

interface Member {
  id: number;
  role: StaffRole;
}

/** The check of every call about an application's offers. */
export async function openApplicationOffers(
  db: Kysely<Database>,
  staff: Member,
  applicationId: number,
) {
  if (OFFER_DESK.includes(staff.role)) {
    const row = await db
      .selectFrom('job_applications')
      .select('id')
      .where('id', '=', applicationId)
      .executeTakeFirst();
    if (!row) throw notFound(APPLICATION_NOT_FOUND);
    return;
  }
  if (!(await applicationsOpenTo(db, staff, [applicationId])).has(applicationId)) {
    throw notFound(APPLICATION_NOT_FOUND);
  }
}

/** The check of every call about one offer. */
export async function openOffer(
  db: Kysely<Database>,
  staff: Member,
  offer: OfferWithApplication | undefined,
) {
  if (!offer) throw notFound(OFFER_NOT_FOUND);
  if (OFFER_DESK.includes(staff.role)) return offer;
  const approver = await db
    .selectFrom('offer_approvals')
    .select('id')
    .where('offer_id', '=', offer.id)
    .where('approver_id', '=', staff.id)
    .where('status', '!=', 'queued')
    .executeTakeFirst();
  if (approver) return offer;
  if ((await applicationsOpenTo(db, staff, [offer.application_id])).has(offer.application_id))
    return offer;
  throw notFound(OFFER_NOT_FOUND);
}

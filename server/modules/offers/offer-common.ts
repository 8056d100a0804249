import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/schema';
import { GENERAL_APPLICATION_TITLE } from '../applications';
import type { Mailer } from '../mail';
import type { WhatsappOutbox } from '../whatsapp';

/** What the offer services need, built once in each route plugin. */
export interface OfferDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
  appSecret: string;
  /** Where the candidate's replies go (the Reply-To of the offer e-mail). */
  recruitingInbox: string;
  /** WhatsApp templates for a candidate who opted in (a document asked for again). */
  whatsapp: WhatsappOutbox;
}

export const offerDeps = (app: FastifyInstance): OfferDeps => ({
  db: app.database.db,
  mailer: app.mailer,
  publicUrl: app.config.publicUrl,
  appSecret: app.appSecret,
  recruitingInbox: app.config.recruitingInbox,
  whatsapp: app.whatsapp,
});

export const OFFER_NOT_FOUND = 'This offer does not exist.';

export const offerStateMessages = {
  inPreparation: (version: number) =>
    `This application already has an offer being prepared (version ${version}). Change that one instead.`,
  alreadyAccepted: 'The candidate has accepted an offer; it cannot be replaced.',
  sentCannotChange:
    'This offer has gone to the candidate, so it cannot be changed. Draft a revision instead: it replaces this one once sent.',
  closedCannotChange: 'This offer is closed and cannot be changed.',
  notDraft: 'Only a draft can be sent for approval.',
  noChain:
    'No approval chain covers this offer. Ask an admin to set one for the job or for its CTC band.',
  chainApproverGone:
    "An approver in this offer's chain is no longer an active member who may approve offers. Ask an admin to update the chain.",
  notYourTurn: 'This offer is not waiting for your approval.',
  notApproved: 'Only an approved offer can be sent to the candidate.',
  validityPassed:
    "The offer's validity date has passed. Change the date; the offer then needs approval again.",
  applicationErased: 'This application has been erased; no offer can be made on it.',
} as const;

/** The reference printed on the letter and named in the signed acceptance. */
export const offerReference = (offerId: number) => `OFR-${offerId}`;
export const OFFER_REFERENCE_PATTERN = /^OFR-(\d{1,10})$/;

/** Whom an offer is for, as every view of it names them. */
export const offerCandidate = (offer: {
  application_id: number;
  first_name: string;
  last_name: string;
  job_title: string | null;
}) => ({
  applicationId: offer.application_id,
  candidateName: `${offer.first_name} ${offer.last_name}`,
  jobTitle: offer.job_title ?? GENERAL_APPLICATION_TITLE,
});

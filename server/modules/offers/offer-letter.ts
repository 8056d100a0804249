import type { Kysely } from 'kysely';
import { rupeesInWords, type BreakupLine } from '@vistaar/shared/lib/ctc';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { found } from '../../lib/http-error';
import { findStoredFile } from '../files';
import { fillBlocks, readLetterHtml } from './letter-html';
import type { LetterContent } from './offer-letter-pdf';
import { OFFER_NOT_FOUND, offerReference } from './offer-common';
import { offerValues } from './offer-values';
import type { OfferWithApplication } from './offers-repository';
import { GENERAL_APPLICATION_TITLE } from '../applications';

export const parseBreakup = (json: string) => JSON.parse(json) as BreakupLine[];

/** The letter's blocks and numbers for this offer, filled in. */
export function letterContent(offer: OfferWithApplication, issuedAt: string, draft: boolean) {
  const blocks = fillBlocks(
    readLetterHtml(offer.template_body),
    offerValues({
      candidateFirstName: offer.first_name,
      candidateLastName: offer.last_name,
      candidateAddress: candidateAddress(offer),
      jobTitle: offer.job_title ?? GENERAL_APPLICATION_TITLE,
      designation: offer.designation,
      location: offer.location,
      joiningDate: offer.joining_date,
      validUntil: offer.valid_until,
      reportingManager: offer.reporting_manager,
      ctc: offer.ctc,
    }),
  );
  return {
    reference: offerReference(offer.id),
    issuedAt,
    blocks,
    breakup: parseBreakup(offer.breakup),
    ctc: offer.ctc,
    ctcInWords: rupeesInWords(offer.ctc),
    draft,
  };
}

export const candidateAddress = (offer: Pick<OfferWithApplication, 'address' | 'city' | 'state'>) =>
  [offer.address, offer.city, offer.state].filter((part) => part && part.trim()).join(', ');

/** The letter's renderer, and pdf-lib with it, loads with the first letter drawn, not with the server. */
export async function drawOfferLetter(content: LetterContent): Promise<Uint8Array> {
  const { renderOfferLetterPdf } = await import('./offer-letter-pdf');
  return renderOfferLetterPdf(content);
}

/** The letter as sent (its stored bytes), or, before it is sent, a preview marked as a draft. */
export async function offerLetterPdf(
  db: Kysely<Database>,
  offer: OfferWithApplication,
): Promise<Uint8Array> {
  if (offer.letter_file_id !== null) {
    const file = found(await findStoredFile(db, offer.letter_file_id), OFFER_NOT_FOUND);
    return file.content;
  }
  return drawOfferLetter(letterContent(offer, nowIso(), true));
}

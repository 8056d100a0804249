import { company } from '@vistaar/shared/config/company';
import { formatRupees, rupeesInWords } from '@vistaar/shared/lib/ctc';
import type { OfferPlaceholder } from '@vistaar/shared/config/offers';

/** The standard PDF fonts have no rupee sign, so the letter writes 'Rs.' as Indian letters long have. */
export const pdfRupees = (rupees: number) => formatRupees(rupees).replace('₹', 'Rs. ');

/** 2026-12-05 -> '5 December 2026'. */
export const longDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

export interface OfferFacts {
  candidateFirstName: string;
  candidateLastName: string;
  candidateAddress: string;
  jobTitle: string;
  designation: string;
  location: string;
  joiningDate: string;
  validUntil: string;
  reportingManager: string;
  ctc: number;
}

/**
 * What each placeholder becomes in this offer's letter. The break-up is not among them: it
 * becomes a table of its own where it stands alone in a paragraph.
 */
export function offerValues(
  facts: OfferFacts,
): Record<Exclude<OfferPlaceholder, 'offer.ctcBreakup'>, string> {
  return {
    'candidate.name': `${facts.candidateFirstName} ${facts.candidateLastName}`.trim(),
    'candidate.firstName': facts.candidateFirstName,
    'candidate.address': facts.candidateAddress,
    'job.title': facts.jobTitle,
    'offer.designation': facts.designation,
    'offer.location': facts.location,
    'offer.joiningDate': longDate(facts.joiningDate),
    'offer.validUntil': longDate(facts.validUntil),
    'offer.reportingManager': facts.reportingManager,
    'offer.ctc': pdfRupees(facts.ctc),
    'offer.ctcInWords': rupeesInWords(facts.ctc),
    'company.name': company.legalName,
  };
}

import type { Kysely } from 'kysely';
import type { Preboarding, PreboardingDocument } from '@vistaar/shared/contract';
import type { Database } from '../../db/schema';
import type { OfferWithApplication } from './offers-repository';
import {
  listJoiningRequests,
  listOfferDocuments,
  type PreboardingDocumentWithFile,
} from './preboarding-repository';

/** Where a document's file is served, behind a signed link. */
export const preboardingFilePath = (documentId: number) =>
  `/api/offer-documents/${documentId}/file`;

/** An Aadhaar shows as the card's own masked form; a PAN as typed. */
function shownNumber(doc: PreboardingDocumentWithFile) {
  if (doc.number === null) return null;
  return doc.kind === 'aadhaar' ? `XXXX XXXX ${doc.number}` : doc.number;
}

/**
 * An accepted offer's pre-boarding. `fileLink` gives staff a signed link per stored file;
 * the candidate's page gets none (they have the file they sent).
 */
export async function toPreboarding(
  db: Kysely<Database>,
  offer: OfferWithApplication,
  fileLink?: (documentId: number) => string,
): Promise<Preboarding> {
  const documents = await listOfferDocuments(db, offer.id);
  const requests = await listJoiningRequests(db, offer.id);
  return {
    offerId: offer.id,
    joiningDate: offer.joining_date,
    documents: documents.map((doc): PreboardingDocument => ({
      id: doc.id,
      kind: doc.kind,
      label: doc.label,
      status: doc.status,
      fileName: doc.file_name,
      uploadedAt: doc.uploaded_at,
      number: shownNumber(doc),
      maskedByCandidate: doc.masked_by_candidate === 1,
      reason: doc.reason,
      reviewedAt: doc.reviewed_at,
      reviewedBy: doc.reviewer_name,
      fileUrl: fileLink && doc.file_id !== null ? fileLink(doc.id) : null,
    })),
    joiningRequests: requests.map((request) => ({
      id: request.id,
      status: request.status,
      date: request.joining_date,
      reason: request.reason,
      decisionReason: request.decision_reason,
      createdAt: request.created_at,
      decidedAt: request.decided_at,
      decidedBy: request.decider_name,
    })),
  };
}

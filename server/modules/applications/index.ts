export {
  findLiveToken,
  hasPendingErasure,
  issueApplicantToken,
  retireEarlierTokens,
  useToken,
} from './applicant-tokens-repository';
export {
  applicationsOpenTo,
  kitOpenTo,
  listApplicationReaders,
  managedBy,
  openApplication,
  applicationPartHandler,
} from './application-access';
export type { ApplicationReader } from './application-access';
export { applicationExportRoutes } from './application-export-routes';
export { addCandidateDeps, insertAddedCandidate } from './add-candidate';
export type { AddCandidateDeps } from './add-candidate';
export { followContactCorrection, normalizedEmail } from './candidate-link';
export { candidateRoutes } from './candidate-routes';
export { signedResumeUrl, toApplicationDetail, toApplicationListItem } from './application-views';
export {
  GENERAL_APPLICATION_TITLE,
  applicationPresence,
  applicationsWithJobAndStage,
  findApplicationDetail,
} from './applications-repository';
export {
  applicationListQueries,
  listApplications,
  ratingsWithheldFrom,
} from './application-list-repository';
export type { ApplicationQuery } from './application-list-repository';
export type { NewApplication } from './applications-repository';
export { applyRoute } from './apply-route';
export { seedCareersDemo } from './demo-seed';
export { findEntryStageId } from './entry-stage-repository';
export { withOverdueCutoffs } from './overdue-filter';
export { resumePdf } from './resume-pdf';
export { readScreeningAnswers } from './screening-answers';
export { APPLICATION_NOT_FOUND, RESUME_ERASED, resumeFileRoutes } from './resume-routes';

import { accountHandlers } from './account';
import { applicantAccessHandlers } from './applicant-access';
import { applicationsHandlers } from './applications';
import { auditTrailHandlers } from './audit-trail';
import { authHandlers } from './auth';
import { candidateDuplicatesHandlers } from './candidate-duplicates';
import { candidateImportHandlers } from './candidate-import';
import { careersHandlers } from './careers';
import { contactHandlers } from './contact';
import { conversationsHandlers } from './conversations';
import { messagingConsentHandlers } from './messaging-consent';
import { emailTemplatesHandlers } from './email-templates';
import { employeesHandlers } from './employees';
import { intakeHandlers } from './intake';
import { interviewsHandlers } from './interviews';
import { jobAlertsHandlers } from './job-alerts';
import { jobPostingHandlers } from './job-posting';
import { joiningHandlers } from './joining';
import { offersHandlers } from './offers';
import { pipelineHandlers } from './pipeline';
import { preboardingHandlers } from './preboarding';
import { reportsHandlers } from './reports';
import { retentionHandlers } from './retention';
import { privacyRequestsHandlers } from './privacy-requests';
import { privacyBreachesHandlers } from './privacy-breaches';
import { talentPoolHandlers } from './talent-pool';
import { teamHandlers } from './team';
import { verificationSharingHandlers } from './verification-sharing';

/** One group per feature api of `src/features`, answering like the server does. */
export const handlers = [
  // Before the applications' `/api/candidates/:id`, which would take `duplicates` for an id.
  ...candidateDuplicatesHandlers,
  ...accountHandlers,
  ...applicantAccessHandlers,
  ...applicationsHandlers,
  ...auditTrailHandlers,
  ...authHandlers,
  ...candidateImportHandlers,
  ...careersHandlers,
  ...contactHandlers,
  ...conversationsHandlers,
  ...messagingConsentHandlers,
  ...emailTemplatesHandlers,
  ...employeesHandlers,
  ...intakeHandlers,
  ...interviewsHandlers,
  ...jobAlertsHandlers,
  ...jobPostingHandlers,
  ...joiningHandlers,
  ...offersHandlers,
  ...pipelineHandlers,
  ...preboardingHandlers,
  ...reportsHandlers,
  ...retentionHandlers,
  ...privacyBreachesHandlers,
  ...privacyRequestsHandlers,
  ...talentPoolHandlers,
  ...teamHandlers,
  ...verificationSharingHandlers,
];

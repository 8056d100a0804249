import { accountHandlers } from './account';
import { applicantAccessHandlers } from './applicant-access';
import { applicationsHandlers } from './applications';
import { auditTrailHandlers } from './audit-trail';
import { authHandlers } from './auth';
import { careersHandlers } from './careers';
import { contactHandlers } from './contact';
import { emailTemplatesHandlers } from './email-templates';
import { employeesHandlers } from './employees';
import { intakeHandlers } from './intake';
import { interviewsHandlers } from './interviews';
import { jobAlertsHandlers } from './job-alerts';
import { jobPostingHandlers } from './job-posting';
import { offersHandlers } from './offers';
import { pipelineHandlers } from './pipeline';
import { reportsHandlers } from './reports';
import { retentionHandlers } from './retention';
import { privacyRequestsHandlers } from './privacy-requests';
import { privacyBreachesHandlers } from './privacy-breaches';
import { talentPoolHandlers } from './talent-pool';
import { teamHandlers } from './team';
import { verificationSharingHandlers } from './verification-sharing';

/** One group per feature api of `src/features`, answering like the server does. */
export const handlers = [
  ...accountHandlers,
  ...applicantAccessHandlers,
  ...applicationsHandlers,
  ...auditTrailHandlers,
  ...authHandlers,
  ...careersHandlers,
  ...contactHandlers,
  ...emailTemplatesHandlers,
  ...employeesHandlers,
  ...intakeHandlers,
  ...interviewsHandlers,
  ...jobAlertsHandlers,
  ...jobPostingHandlers,
  ...offersHandlers,
  ...pipelineHandlers,
  ...reportsHandlers,
  ...retentionHandlers,
  ...privacyBreachesHandlers,
  ...privacyRequestsHandlers,
  ...talentPoolHandlers,
  ...teamHandlers,
  ...verificationSharingHandlers,
];

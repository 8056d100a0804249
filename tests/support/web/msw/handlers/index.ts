import { accountHandlers } from './account';
import { applicationsHandlers } from './applications';
import { auditTrailHandlers } from './audit-trail';
import { authHandlers } from './auth';
import { careersHandlers } from './careers';
import { contactHandlers } from './contact';
import { emailTemplatesHandlers } from './email-templates';
import { employeesHandlers } from './employees';
import { interviewsHandlers } from './interviews';
import { jobAlertsHandlers } from './job-alerts';
import { jobPostingHandlers } from './job-posting';
import { pipelineHandlers } from './pipeline';
import { retentionHandlers } from './retention';
import { privacyBreachesHandlers } from './privacy-breaches';
import { teamHandlers } from './team';
import { verificationSharingHandlers } from './verification-sharing';

/** One group per feature api of `src/features`, answering like the server does. */
export const handlers = [
  ...accountHandlers,
  ...applicationsHandlers,
  ...auditTrailHandlers,
  ...authHandlers,
  ...careersHandlers,
  ...contactHandlers,
  ...emailTemplatesHandlers,
  ...employeesHandlers,
  ...interviewsHandlers,
  ...jobAlertsHandlers,
  ...jobPostingHandlers,
  ...pipelineHandlers,
  ...retentionHandlers,
  ...privacyBreachesHandlers,
  ...teamHandlers,
  ...verificationSharingHandlers,
];

import { applicationsHandlers } from './applications';
import { authHandlers } from './auth';
import { careersHandlers } from './careers';
import { contactHandlers } from './contact';
import { employeesHandlers } from './employees';
import { jobAlertsHandlers } from './job-alerts';
import { jobPostingHandlers } from './job-posting';
import { verificationSharingHandlers } from './verification-sharing';

/** One group per feature api of `src/features`, answering like the server does. */
export const handlers = [
  ...applicationsHandlers,
  ...authHandlers,
  ...careersHandlers,
  ...contactHandlers,
  ...employeesHandlers,
  ...jobAlertsHandlers,
  ...jobPostingHandlers,
  ...verificationSharingHandlers,
];

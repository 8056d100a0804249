import type { FastifyInstance } from 'fastify';
import { auditRoutes } from './modules/audit';
import { accountRoutes, loginRoutes, type LoginTuning, sessionRoutes } from './modules/auth';
import { applicationExportRoutes, applyRoute, resumeFileRoutes } from './modules/applications';
import { applicationDeskRoutes } from './modules/application-desk';
import { manageJobRoutes, publicJobRoutes } from './modules/careers';
import { contactRoutes } from './modules/contact';
import { emailTemplateRoutes, scheduledEmailRoutes } from './modules/email-templates';
import { employeeRoutes, photoRoutes } from './modules/employees';
import { hireRoutes, notesRoutes, pipelineRoutes } from './modules/pipeline';
import { breachRoutes } from './modules/breaches';
import { interviewRoutes } from './modules/interviews';
import { retentionRoutes } from './modules/retention';
import { healthRoutes } from './modules/health';
import { jobAlertRoutes } from './modules/job-alerts';
import { jobFeedRoutes, jobPageRoutes } from './modules/job-pages';
import { siteRoutes } from './modules/site';
import { applicantAccessRoutes } from './modules/applicant-access';
import { privacyRequestsRoutes } from './modules/privacy-requests';
import { invitationRoutes, teamRoutes } from './modules/team';
import { verificationRoutes, type VerificationTuning } from './modules/verification';
import { letterRoutes, sharingRoutes, staffSharingRoutes } from './modules/verification-sharing';

export interface PublicRoutesOptions {
  loginTuning?: Partial<LoginTuning>;
  verificationTuning?: Partial<VerificationTuning>;
}

/**
 * The calls anyone may make. Files behind signed links are here: the signature is their
 * permission, so a link opens in a new tab without a token.
 */
export async function publicRoutes(app: FastifyInstance, options: PublicRoutesOptions) {
  await app.register(healthRoutes);
  await app.register(siteRoutes);
  await app.register(loginRoutes, { tuning: options.loginTuning });
  await app.register(invitationRoutes);
  await app.register(publicJobRoutes);
  await app.register(applyRoute);
  await app.register(resumeFileRoutes);
  await app.register(photoRoutes);
  await app.register(verificationRoutes, { tuning: options.verificationTuning });
  await app.register(sharingRoutes);
  await app.register(letterRoutes);
  await app.register(contactRoutes);
  await app.register(jobPageRoutes);
  await app.register(jobFeedRoutes);
  await app.register(jobAlertRoutes);
  await app.register(applicantAccessRoutes);
}

/**
 * Every staff call, behind one gate: its onRequest hook answers 401 without a valid session
 * before the body is read or validated, sets `request.staff` for the handlers, and answers
 * 403 unless the route's `config.roles` lists the member's role.
 */
export async function staffRoutes(
  app: FastifyInstance,
  options: Pick<PublicRoutesOptions, 'loginTuning'>,
) {
  app.addHook('onRequest', app.requireStaff);
  // The OpenAPI document marks each of them as needing the bearer token.
  app.addHook('onRoute', (route) => {
    route.schema ??= {};
    route.schema.security = [{ bearerAuth: [] }];
  });
  await app.register(sessionRoutes, { tuning: options.loginTuning });
  await app.register(accountRoutes);
  await app.register(teamRoutes);
  await app.register(auditRoutes);
  await app.register(applicationDeskRoutes);
  await app.register(applicationExportRoutes);
  await app.register(pipelineRoutes);
  await app.register(notesRoutes);
  await app.register(hireRoutes);
  await app.register(emailTemplateRoutes);
  await app.register(scheduledEmailRoutes);
  await app.register(interviewRoutes);
  await app.register(manageJobRoutes);
  await app.register(employeeRoutes);
  await app.register(staffSharingRoutes);
  await app.register(retentionRoutes);
  await app.register(privacyRequestsRoutes);
  await app.register(breachRoutes);
}

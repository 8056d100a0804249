import type { FastifyInstance } from 'fastify';
import { auditRoutes } from './modules/audit/audit-routes';
import { accountRoutes } from './modules/auth/account-routes';
import { loginRoutes, sessionRoutes } from './modules/auth/auth-routes';
import type { LoginTuning } from './modules/auth/login-service';
import { applicationExportRoutes } from './modules/applications/application-export-routes';
import { applicationDeskRoutes } from './modules/application-desk/application-desk-routes';
import { resumeFileRoutes } from './modules/applications/resume-routes';
import { applyRoute } from './modules/applications/apply-route';
import { manageJobRoutes } from './modules/careers/manage-job-routes';
import { publicJobRoutes } from './modules/careers/public-job-routes';
import { contactRoutes } from './modules/contact/contact-routes';
import { emailTemplateRoutes } from './modules/email-templates/template-routes';
import { employeeRoutes } from './modules/employees/employee-routes';
import { photoRoutes } from './modules/employees/photo-routes';
import { notesRoutes } from './modules/pipeline/notes-routes';
import { pipelineRoutes } from './modules/pipeline/pipeline-routes';
import { breachRoutes } from './modules/breaches/breach-routes';
import { interviewRoutes } from './modules/interviews/interview-routes';
import { retentionRoutes } from './modules/retention/retention-routes';
import { healthRoutes } from './modules/health/health-routes';
import { jobAlertRoutes } from './modules/job-alerts/job-alert-routes';
import { jobFeedRoutes } from './modules/job-pages/job-feed-routes';
import { jobPageRoutes } from './modules/job-pages/job-page-routes';
import { siteRoutes } from './modules/site/site-routes';
import { applicantAccessRoutes } from './modules/applicant-access/applicant-access-routes';
import { privacyRequestsRoutes } from './modules/privacy-requests/privacy-requests-routes';
import { invitationRoutes } from './modules/team/invitation-routes';
import { teamRoutes } from './modules/team/team-routes';
import { verificationRoutes } from './modules/verification/verification-routes';
import { letterRoutes } from './modules/verification-sharing/letter-routes';
import { sharingRoutes } from './modules/verification-sharing/sharing-routes';
import { staffSharingRoutes } from './modules/verification-sharing/staff-sharing-routes';
import type { VerificationTuning } from './modules/verification/verification-service';

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
export async function staffRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireStaff);
  // The OpenAPI document marks each of them as needing the bearer token.
  app.addHook('onRoute', (route) => {
    route.schema ??= {};
    route.schema.security = [{ bearerAuth: [] }];
  });
  await app.register(sessionRoutes);
  await app.register(accountRoutes);
  await app.register(teamRoutes);
  await app.register(auditRoutes);
  await app.register(applicationDeskRoutes);
  await app.register(applicationExportRoutes);
  await app.register(pipelineRoutes);
  await app.register(notesRoutes);
  await app.register(emailTemplateRoutes);
  await app.register(interviewRoutes);
  await app.register(manageJobRoutes);
  await app.register(employeeRoutes);
  await app.register(staffSharingRoutes);
  await app.register(retentionRoutes);
  await app.register(privacyRequestsRoutes);
  await app.register(breachRoutes);
}

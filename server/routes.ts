import type { FastifyInstance } from 'fastify';
import { named } from './lib/plugin-name';
import { auditRoutes } from './modules/audit';
import { accountRoutes, loginRoutes, type LoginTuning, sessionRoutes } from './modules/auth';
import {
  applicationExportRoutes,
  applyRoute,
  candidateRoutes,
  resumeFileRoutes,
} from './modules/applications';
import { applicationDeskRoutes } from './modules/application-desk';
import { candidateDuplicateRoutes, candidateRecordRoutes } from './modules/candidates';
import { talentPoolRoutes } from './modules/talent-pool';
import { candidateImportRoutes } from './modules/candidate-import';
import { manageJobRoutes, publicJobRoutes } from './modules/careers';
import { contactRoutes } from './modules/contact';
import { emailTemplateRoutes, scheduledEmailRoutes } from './modules/email-templates';
import { employeeRoutes, photoRoutes } from './modules/employees';
import { hireRoutes, notesRoutes, pipelineRoutes } from './modules/pipeline';
import { breachRoutes } from './modules/breaches';
import { intakeFileRoutes, intakeRoutes } from './modules/intake';
import { consentRoutes, messagingUnsubscribeRoutes } from './modules/consent';
import { conversationFileRoutes, conversationRoutes } from './modules/conversations';
import {
  interviewRoutes,
  schedulingPublicRoutes,
  schedulingStaffRoutes,
} from './modules/interviews';
import { reportRoutes } from './modules/reports';
import { holidayRoutes } from './modules/work-calendar';
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
import {
  candidateOfferRoutes,
  checkSignedAcceptance,
  joiningRoutes,
  offerRoutes,
  offerSettingsRoutes,
  preboardingRoutes,
} from './modules/offers';
import { smsWebhookRoutes } from './modules/sms';
import { whatsappCostRoutes, whatsappWebhookRoutes } from './modules/whatsapp';

export interface PublicRoutesOptions {
  loginTuning?: Partial<LoginTuning>;
  verificationTuning?: Partial<VerificationTuning>;
}

/**
 * The calls anyone may make. Files behind signed links are here: the signature is their
 * permission, so a link opens in a new tab without a token.
 */
export async function publicRoutes(app: FastifyInstance, options: PublicRoutesOptions) {
  await app.register(named(healthRoutes));
  await app.register(named(siteRoutes));
  await app.register(named(loginRoutes), { tuning: options.loginTuning });
  await app.register(named(invitationRoutes));
  await app.register(named(publicJobRoutes));
  await app.register(named(applyRoute));
  await app.register(named(resumeFileRoutes));
  await app.register(named(photoRoutes));
  await app.register(named(verificationRoutes), { tuning: options.verificationTuning });
  await app.register(named(sharingRoutes));
  await app.register(named(letterRoutes), {
    checkOtherDocument: (bytes: Buffer) =>
      checkSignedAcceptance(app.database.db, app.config.publicUrl, bytes),
  });
  await app.register(named(contactRoutes));
  await app.register(named(jobPageRoutes));
  await app.register(named(jobFeedRoutes));
  await app.register(named(jobAlertRoutes));
  await app.register(named(messagingUnsubscribeRoutes));
  await app.register(named(applicantAccessRoutes));
  await app.register(named(candidateOfferRoutes));
  await app.register(named(schedulingPublicRoutes));
  await app.register(named(intakeFileRoutes));
  await app.register(named(conversationFileRoutes));
  await app.register(named(whatsappWebhookRoutes));
  await app.register(named(smsWebhookRoutes));
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
  await app.register(named(sessionRoutes), { tuning: options.loginTuning });
  await app.register(named(accountRoutes));
  await app.register(named(teamRoutes));
  await app.register(named(auditRoutes));
  await app.register(named(applicationDeskRoutes));
  await app.register(named(applicationExportRoutes));
  await app.register(named(candidateRoutes));
  await app.register(named(candidateRecordRoutes));
  await app.register(named(consentRoutes));
  await app.register(named(candidateDuplicateRoutes));
  await app.register(named(talentPoolRoutes));
  await app.register(named(candidateImportRoutes));
  await app.register(named(pipelineRoutes));
  await app.register(named(holidayRoutes));
  await app.register(named(notesRoutes));
  await app.register(named(hireRoutes));
  await app.register(named(emailTemplateRoutes));
  await app.register(named(scheduledEmailRoutes));
  await app.register(named(interviewRoutes));
  await app.register(named(schedulingStaffRoutes));
  await app.register(named(manageJobRoutes));
  await app.register(named(employeeRoutes));
  await app.register(named(staffSharingRoutes));
  await app.register(named(retentionRoutes));
  await app.register(named(privacyRequestsRoutes));
  await app.register(named(breachRoutes));
  await app.register(named(reportRoutes));
  await app.register(named(offerSettingsRoutes));
  await app.register(named(offerRoutes));
  await app.register(named(joiningRoutes));
  await app.register(named(preboardingRoutes));
  await app.register(named(intakeRoutes));
  await app.register(named(conversationRoutes));
  await app.register(named(whatsappCostRoutes));
}

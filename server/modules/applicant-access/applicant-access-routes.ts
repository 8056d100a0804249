import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import {
  applicantLinkRequestSchema,
  contactCorrectionSchema,
  grievanceSchema,
  nominationInputSchema,
} from '@vistaar/shared/validation';
import type { FastifyRequest } from 'fastify';
import {
  applicantFieldsSchema,
  myApplicationSchema,
  nominationSchema,
} from '@vistaar/shared/contract';
import { paths } from '@vistaar/shared/config/routes';
import { privacyRequestMessages } from '@vistaar/shared/validation/privacy-request-schema';
import type { MyApplication } from '@vistaar/shared/contract';
import type { AuditActor } from '../../lib/audit';
import { tokenParamsSchema as tokenParams } from '../../lib/common-schemas';
import {
  dataEnvelopeSchema,
  errorEnvelopeSchema,
  messageEnvelopeSchema,
  standardErrorResponses,
} from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import {
  confirmEmailChange,
  confirmErasure,
  correctContact,
  emailChangeLinkIsLive,
  downloadMyApplication,
  erasureLinkIsLive,
  fileGrievance,
  nameNominee,
  removeNominee,
  requestErasure,
  resolveApplicantLink,
  sendNewLinks,
  viewMyApplication,
  withdrawApplication,
  type ApplicantAccessDeps,
} from './applicant-access-service';

const tags = ['My application'];

/** Per client address: every action of 'My application' together. */
const ACTION_LIMIT = { max: 30, timeWindow: '1 hour', groupId: 'my-application' };

const applicationAnswer = dataEnvelopeSchema(myApplicationSchema);
const answers = { 200: applicationAnswer, ...standardErrorResponses, 410: errorEnvelopeSchema };

/** The applicant is no staff member: their changes are audited under no account, with the request. */
const applicantActor = (request: FastifyRequest): AuditActor => ({
  staffId: null,
  requestId: request.id,
  ip: request.ip,
});

/**
 * 'My application': the applicant's own page and its calls, opened with the private link from
 * the acknowledgement e-mail. Personal data: nothing here is kept by a browser or a cache, and
 * search engines are told to stay away.
 */
export const applicantAccessRoutes: AppPluginAsync = async (app) => {
  // Work left running after an answer; closing the server waits for it.
  const pending = new Set<Promise<void>>();
  const deps: ApplicantAccessDeps = {
    db: app.database.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    log: app.log,
    appSecret: app.appSecret,
    afterAnswer(work) {
      const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) =>
          app.log.error(
            { err: error, event: 'my-application.background_failed' },
            'work after an answer failed',
          ),
        )
        .finally(() => pending.delete(running));
      pending.add(running);
    },
  };
  app.addHook('onClose', async () => {
    await Promise.all([...pending]);
  });
  const { db } = deps;

  app.addHook('onSend', async (_request, reply) => {
    reply
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .header('Referrer-Policy', 'no-referrer');
  });

  // 'My application' counts staff reads from the audit trail: every read made so far is in it.
  app.addHook('preHandler', async () => app.auditBatch.flush());

  // The page for the link: rendered for each visit from the application it opens.
  app.get(
    `${paths.myApplication}/:token`,
    { compress: false, schema: { hide: true, params: tokenParams } },
    async (request, reply) => {
      let data: { state: 'open' | 'erased' | 'unknown'; application?: MyApplication };
      let status = 200;
      try {
        const link = await resolveApplicantLink(db, request.params.token);
        data =
          link.state === 'open'
            ? { state: 'open', application: await viewMyApplication(db, request.params.token) }
            : { state: 'erased' };
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 404) throw error;
        data = { state: 'unknown' };
        status = 404;
      }
      return app.sendPublicPage(request, reply, {
        path: paths.myApplication,
        cacheKey: 'my-application',
        version: 'static',
        data: { myApplication: data },
        status,
        noStore: true,
      });
    },
  );

  // Where a new link is asked for; the same page for everyone.
  app.get(paths.myApplication, { compress: false, schema: { hide: true } }, (request, reply) =>
    app.sendPublicPage(request, reply, {
      path: paths.myApplication,
      cacheKey: 'my-application:renewal',
      version: 'static',
      data: { myApplication: { state: 'renewal' } },
      noStore: true,
    }),
  );

  // A confirmation link's page: the change waits for its button (mail scanners open links).
  const confirmationPage = (
    path: typeof paths.myApplicationErasure | typeof paths.myApplicationEmail,
    isLive: (db: typeof app.database.db, token: string) => Promise<boolean>,
    pageName: string,
    states:
      | { live: 'confirm-erasure'; dead: 'erasure-link-invalid' }
      | { live: 'confirm-email'; dead: 'email-link-invalid' },
  ) =>
    app.get(
      `${path}/:token`,
      { compress: false, schema: { hide: true, params: tokenParams } },
      async (request, reply) => {
        const live = await isLive(db, request.params.token);
        return app.sendPublicPage(request, reply, {
          path,
          cacheKey: `my-application:${pageName}`,
          version: 'static',
          data: { myApplication: { state: live ? states.live : states.dead } },
          status: live ? 200 : 404,
          noStore: true,
        });
      },
    );
  confirmationPage(paths.myApplicationErasure, erasureLinkIsLive, 'erasure', {
    live: 'confirm-erasure',
    dead: 'erasure-link-invalid',
  });
  confirmationPage(paths.myApplicationEmail, emailChangeLinkIsLive, 'email', {
    live: 'confirm-email',
    dead: 'email-link-invalid',
  });

  app.post(
    '/api/my-application-email/:token',
    {
      config: { rateLimit: ACTION_LIMIT },
      schema: {
        tags,
        summary: 'Confirm a new e-mail address with the link sent to it; the old one is told',
        params: tokenParams,
        response: { 200: messageEnvelopeSchema, ...standardErrorResponses },
      },
    },
    async (request) => {
      await confirmEmailChange(deps, request.params.token, applicantActor(request));
      return { success: true, message: privacyRequestMessages.emailChanged };
    },
  );

  app.post(
    '/api/my-application/link',
    {
      bodyLimit: 2048,
      schema: {
        tags,
        summary: "E-mail a fresh 'My application' link for each application made with an address",
        body: applicantLinkRequestSchema,
        response: { 202: messageEnvelopeSchema, ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      await sendNewLinks(deps, request.body, request.ip ?? null);
      return reply.status(202).send({ success: true, message: privacyRequestMessages.linkSent });
    },
  );

  app.get(
    '/api/my-application/:token',
    {
      config: { rateLimit: ACTION_LIMIT },
      schema: {
        tags,
        summary: 'The application the link opens: status, data held, who it was shared with',
        params: tokenParams,
        response: answers,
      },
    },
    async (request) => ({ success: true, data: await viewMyApplication(db, request.params.token) }),
  );

  app.get(
    '/api/my-application/:token/download',
    {
      config: { rateLimit: ACTION_LIMIT },
      schema: {
        tags,
        summary: 'Every field held and the resume (base64) as one JSON file',
        params: tokenParams,
        response: {
          200: {
            type: 'object',
            additionalProperties: false,
            properties: {
              exportedAt: { type: 'string' },
              controller: {
                type: 'object',
                additionalProperties: false,
                properties: { name: { type: 'string' }, contact: { type: 'string' } },
                required: ['name', 'contact'],
              },
              application: {
                type: 'object',
                additionalProperties: false,
                properties: {
                  jobTitle: { type: 'string' },
                  appliedAt: { type: 'string' },
                  status: { type: 'string' },
                  ...applicantFieldsSchema.properties,
                },
                required: ['jobTitle', 'appliedAt', 'status', ...applicantFieldsSchema.required],
              },
              resume: {
                type: ['object', 'null'],
                additionalProperties: false,
                properties: {
                  fileName: { type: 'string' },
                  mediaType: { type: 'string' },
                  sizeBytes: { type: 'integer' },
                  sha256: { type: 'string' },
                  contentBase64: { type: 'string' },
                },
                required: ['fileName', 'mediaType', 'sizeBytes', 'sha256', 'contentBase64'],
              },
              sharedWith: myApplicationSchema.properties.sharedWith,
              requests: myApplicationSchema.properties.requests,
              nominee: nominationSchema,
            },
            required: [
              'exportedAt',
              'controller',
              'application',
              'resume',
              'sharedWith',
              'requests',
              'nominee',
            ],
          },
          ...standardErrorResponses,
          410: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const data = await downloadMyApplication(db, request.params.token, applicantActor(request));
      return reply
        .header('Content-Disposition', 'attachment; filename="my-application.json"')
        .send(data);
    },
  );

  app.put(
    '/api/my-application/:token/contact',
    {
      bodyLimit: 4096,
      config: { rateLimit: ACTION_LIMIT },
      schema: {
        tags,
        summary: 'Correct the phone, e-mail or address (the application form’s rules)',
        params: tokenParams,
        body: contactCorrectionSchema,
        response: answers,
      },
    },
    async (request) => {
      const { application, emailPending } = await correctContact(
        deps,
        request.params.token,
        request.body,
        applicantActor(request),
      );
      return {
        success: true,
        message: emailPending
          ? privacyRequestMessages.emailChangeSent
          : 'Your contact details are corrected.',
        data: application,
      };
    },
  );

  app.post(
    '/api/my-application/:token/withdraw',
    {
      config: { rateLimit: ACTION_LIMIT },
      schema: {
        tags,
        summary: 'Withdraw the application (it moves to Withdrawn and stops there)',
        params: tokenParams,
        response: answers,
      },
    },
    async (request) => ({
      success: true,
      message: 'Your application is withdrawn.',
      data: await withdrawApplication(db, request.params.token, applicantActor(request)),
    }),
  );

  app.post(
    '/api/my-application/:token/grievance',
    {
      bodyLimit: 16 * 1024,
      config: { rateLimit: ACTION_LIMIT },
      schema: {
        tags,
        summary: 'Raise a grievance about how the data was handled',
        params: tokenParams,
        body: grievanceSchema,
        response: answers,
      },
    },
    async (request) => ({
      success: true,
      message: 'We have received your grievance and will answer by e-mail.',
      data: await fileGrievance(db, request.params.token, request.body, applicantActor(request)),
    }),
  );

  app.put(
    '/api/my-application/:token/nominee',
    {
      bodyLimit: 4096,
      config: { rateLimit: ACTION_LIMIT },
      schema: {
        tags,
        summary: 'Name a nominee who may exercise the applicant’s rights on death or incapacity',
        params: tokenParams,
        body: nominationInputSchema,
        response: answers,
      },
    },
    async (request) => ({
      success: true,
      message: privacyRequestMessages.nomineeSaved,
      data: await nameNominee(db, request.params.token, request.body, applicantActor(request)),
    }),
  );

  app.delete(
    '/api/my-application/:token/nominee',
    {
      config: { rateLimit: ACTION_LIMIT },
      schema: {
        tags,
        summary: 'Remove the nominee',
        params: tokenParams,
        response: answers,
      },
    },
    async (request) => ({
      success: true,
      message: privacyRequestMessages.nomineeRemoved,
      data: await removeNominee(db, request.params.token, applicantActor(request)),
    }),
  );

  app.post(
    '/api/my-application/:token/erasure',
    {
      config: { rateLimit: ACTION_LIMIT },
      schema: {
        tags,
        summary: 'Ask for erasure: a confirmation link goes to the e-mail on the application',
        params: tokenParams,
        response: answers,
      },
    },
    async (request) => ({
      success: true,
      message:
        'We have e-mailed you a confirmation link. Nothing is erased until you open it and confirm.',
      data: await requestErasure(deps, request.params.token, applicantActor(request)),
    }),
  );

  app.post(
    '/api/my-application-erasure/:token',
    {
      config: { rateLimit: ACTION_LIMIT },
      schema: {
        tags,
        summary: 'Confirm erasure with the link from the e-mail: the data is erased at once',
        params: tokenParams,
        response: { 200: messageEnvelopeSchema, ...standardErrorResponses },
      },
    },
    async (request) => {
      await confirmErasure(deps, request.params.token, applicantActor(request));
      return { success: true, message: privacyRequestMessages.erased };
    },
  );
};

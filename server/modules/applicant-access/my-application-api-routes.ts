import type { AnySchema, InferType } from 'yup';
import {
  applicantLinkRequestSchema,
  contactCorrectionSchema,
  grievanceSchema,
  nominationInputSchema,
} from '@vistaar/shared/validation';
import {
  applicantFieldsSchema,
  myApplicationSchema,
  nominationSchema,
  type MyApplication,
} from '@vistaar/shared/contract';
import { privacyRequestMessages } from '@vistaar/shared/validation/privacy-request-schema';
import type { AuditActor } from '../../lib/audit';
import { tokenParamsSchema as tokenParams } from '../../lib/common-schemas';
import {
  dataEnvelopeSchema,
  errorEnvelopeSchema,
  messageEnvelopeSchema,
  standardErrorResponses,
} from '../../lib/envelope';
import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import {
  confirmErasure,
  fileGrievance,
  nameNominee,
  removeNominee,
  requestErasure,
  withdrawApplication,
} from './applicant-access-service';
import type { ApplicantAccessDeps } from './applicant-changes';
import { sendNewLinks } from './applicant-links-service';
import { ACTION_LIMIT, DONE, applicantActor, sendDownload } from './applicant-request';
import { confirmEmailChange, correctContact } from './contact-correction-service';
import { viewMyApplication } from './my-application-view';

const tags = ['My application'];

const applicationAnswer = dataEnvelopeSchema(myApplicationSchema);
const answers = { 200: applicationAnswer, ...standardErrorResponses, 410: errorEnvelopeSchema };

/** 'My application' as JSON calls, for the page's script: each opened with the private link. */
export function registerMyApplicationApi(
  app: Parameters<AppPluginAsync>[0],
  deps: ApplicantAccessDeps,
) {
  const { db } = deps;

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
    (request, reply) => sendDownload(db, request, reply, request.params.token),
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
        message: emailPending ? privacyRequestMessages.emailChangeSent : DONE.contactCorrected,
        data: application,
      };
    },
  );

  /** A change made with the link: the application as it now stands, with what was done. */
  function change<Body extends AnySchema = never>(
    route: {
      method: 'POST' | 'PUT' | 'DELETE';
      url: string;
      summary: string;
      message: string;
      body?: { schema: Body; limit: number };
    },
    run: (token: string, actor: AuditActor, input: InferType<Body>) => Promise<MyApplication>,
  ) {
    app.route({
      method: route.method,
      url: route.url,
      ...(route.body && { bodyLimit: route.body.limit }),
      config: { rateLimit: ACTION_LIMIT },
      schema: {
        tags,
        summary: route.summary,
        params: tokenParams,
        ...(route.body && { body: route.body.schema }),
        response: answers,
      },
      handler: async (request) => ({
        success: true,
        message: route.message,
        data: await run(
          request.params.token,
          applicantActor(request),
          request.body as InferType<Body>,
        ),
      }),
    });
  }

  change(
    {
      method: 'POST',
      url: '/api/my-application/:token/withdraw',
      summary: 'Withdraw the application (it moves to Withdrawn and stops there)',
      message: DONE.withdrawn,
    },
    (token, actor) => withdrawApplication(db, token, actor),
  );

  change(
    {
      method: 'POST',
      url: '/api/my-application/:token/grievance',
      summary: 'Raise a grievance about how the data was handled',
      message: DONE.grievanceFiled,
      body: { schema: grievanceSchema, limit: 16 * 1024 },
    },
    (token, actor, input) => fileGrievance(db, token, input, actor),
  );

  change(
    {
      method: 'PUT',
      url: '/api/my-application/:token/nominee',
      summary: 'Name a nominee who may exercise the applicant’s rights on death or incapacity',
      message: privacyRequestMessages.nomineeSaved,
      body: { schema: nominationInputSchema, limit: 4096 },
    },
    (token, actor, input) => nameNominee(db, token, input, actor),
  );

  change(
    {
      method: 'DELETE',
      url: '/api/my-application/:token/nominee',
      summary: 'Remove the nominee',
      message: privacyRequestMessages.nomineeRemoved,
    },
    (token, actor) => removeNominee(db, token, actor),
  );

  change(
    {
      method: 'POST',
      url: '/api/my-application/:token/erasure',
      summary: 'Ask for erasure: a confirmation link goes to the e-mail on the application',
      message: DONE.erasureAsked,
    },
    (token, actor) => requestErasure(deps, token, actor),
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
}

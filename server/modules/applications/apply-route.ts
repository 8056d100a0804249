import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { applicationReceiptSchema } from '@vistaar/shared/contract';
import { paths } from '@vistaar/shared/config/routes';
import {
  APPLICATION_BOXES,
  applicationMessages,
  applicationSchema,
  type ApplicationFormPost,
} from '@vistaar/shared/validation/application-schema';
import { dataEnvelopeSchema, standardErrorResponses } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import { readApplicationUpload, type ApplicationUpload } from './application-upload';
import { applyBodySchema } from './application-schemas';
import { publicReference } from './public-reference';
import { submitApplication, type SubmitDependencies } from './submit-application';

const APPLICATION_SUBMITTED = 'Application submitted successfully';
/** The confirmation the form shows once the application is in (the spec's success banner text). */
const APPLICATION_RECEIVED = 'We’ll review your application and get back to you soon.';

const submittedSchema = dataEnvelopeSchema(applicationReceiptSchema);

/** Both ways in count against one budget per address. */
const APPLY_RATE_LIMIT = {
  max: 5,
  timeWindow: '1 hour',
  onExceeded: (request: FastifyRequest) =>
    request.log.warn({ event: 'careers.apply.rate_limited' }, 'applications per address'),
};

const SCREENING_PREFIX = 'screeningAnswers.';
const DETAIL_FIELDS = new Set(Object.keys(applicationSchema.fields));
const BOXES: readonly string[] = APPLICATION_BOXES;

/** A posted field the form has: one of the schema's, or an answer to a screening question. */
const isFormField = (name: string) =>
  (DETAIL_FIELDS.has(name) && name !== 'screeningAnswers') ||
  (name.startsWith(SCREENING_PREFIX) && name.length > SCREENING_PREFIX.length);

/** The page form's fields as the API's `formData` carries them: boxes as yes/no, answers together. */
function detailsFromFields(fields: Record<string, string>): Record<string, unknown> {
  const details: Record<string, unknown> = {};
  const answers: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (!isFormField(name)) continue;
    if (name.startsWith(SCREENING_PREFIX)) answers[name.slice(SCREENING_PREFIX.length)] = value;
    else if (!BOXES.includes(name)) details[name] = value;
  }
  for (const box of BOXES) details[box] = fields[box] === 'on';
  if (Object.keys(answers).length > 0) details.screeningAnswers = answers;
  return details;
}

/** Public: applying for a job (or in general) with a resume. */
export const applyRoute: AppPluginAsync = async (app) => {
  const deps = (request: FastifyRequest): SubmitDependencies => ({
    db: app.database.db,
    mailer: app.mailer,
    hrInbox: app.config.hrInbox,
    recruitingInbox: app.config.recruitingInbox,
    publicUrl: app.config.publicUrl,
    appSecret: app.appSecret,
    whatsapp: app.whatsapp,
    log: request.log,
  });

  app.post(
    '/api/career/apply-jobs',
    {
      config: { rateLimit: APPLY_RATE_LIMIT },
      schema: {
        tags: ['Careers'],
        summary: 'Apply for a job (jobId 0: general application) with a resume',
        consumes: ['multipart/form-data'],
        body: applyBodySchema,
        response: {
          200: submittedSchema,
          201: submittedSchema,
          ...standardErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const upload = await readApplicationUpload(request);
      const outcome = await submitApplication(deps(request), upload, request.ip ?? null);
      // A honeypot hit and a repeat get the ordinary answer with a fresh-looking number, so
      // neither a bot nor someone probing whether an e-mail applied to this job learns
      // anything; the applicant's own reference is in their acknowledgement.
      const id =
        outcome.kind === 'created'
          ? publicReference(app.appSecret, outcome.id)
          : randomInt(1, 0x7fffffff);
      return reply
        .status(201)
        .send({ success: true, message: APPLICATION_SUBMITTED, data: { id } });
    },
  );

  /** The application page for the job posted (a general one when it is not open), with the form's answer. */
  async function sendApplicationPage(
    request: FastifyRequest,
    reply: FastifyReply,
    jobId: number,
    status: number,
    post: ApplicationFormPost,
  ) {
    const openJobs = await app.openJobs();
    const job = openJobs.jobs.find((candidate) => candidate.id === jobId) ?? null;
    return app.sendPublicPage(request, reply, {
      path: paths.jobApplication,
      cacheKey: 'job-application:post',
      version: 'static',
      data: { job, requestedJobId: job ? job.id : jobId, applicationForm: post },
      status,
      noStore: true,
    });
  }

  // Without JavaScript the form posts to its own page (the job's id in a hidden field, nothing
  // in the address) and gets the page back: the messages with what was typed kept, or the
  // confirmation. The same reader, checks and service as the API; never cached.
  app.post(
    paths.jobApplication,
    { compress: false, config: { rateLimit: APPLY_RATE_LIMIT }, schema: { hide: true } },
    async (request, reply) => {
      let upload: ApplicationUpload = {};
      try {
        upload = await readApplicationUpload(request, 'fields');
        await submitApplication(
          deps(request),
          {
            formData: detailsFromFields(upload.fields ?? {}),
            website: upload.website,
            resume: upload.resume,
          },
          request.ip ?? null,
        );
      } catch (error) {
        if (!(error instanceof HttpError) || ![400, 413, 415, 429].includes(error.statusCode)) {
          throw error;
        }
        for (const [name, value] of Object.entries(error.headers ?? {})) reply.header(name, value);
        const fieldErrors = Object.fromEntries(
          Object.entries(error.errors ?? {}).filter(([field]) => isFormField(field)),
        );
        // The resume's own refusals (type, size) are said under it.
        if (error.statusCode === 413 || error.statusCode === 415) {
          fieldErrors.formResume = error.message;
        } else if (error.errors?.formResume) {
          fieldErrors.formResume = error.errors.formResume;
        } else if (upload.resume) {
          fieldErrors.formResume = applicationMessages.resumeChooseAgain;
        }
        // The job and the notice have no field of their own: their messages join the banner.
        const extra = [error.errors?.jobId, error.errors?.noticeVersion].filter(
          (text) => text && text !== error.message,
        );
        const fields = upload.fields ?? {};
        const values = Object.fromEntries(
          Object.entries(fields).filter(([name]) => isFormField(name)),
        );
        return sendApplicationPage(request, reply, postedJobId(fields), error.statusCode, {
          values,
          fieldErrors,
          outcome: { kind: 'error', text: [error.message, ...extra].join(' ') },
        });
      }
      return sendApplicationPage(request, reply, postedJobId(upload.fields ?? {}), 200, {
        values: {},
        fieldErrors: {},
        outcome: { kind: 'success', text: APPLICATION_RECEIVED },
      });
    },
  );
};

function postedJobId(fields: Record<string, string>): number {
  const value = fields.jobId ?? '';
  return /^\d{1,9}$/.test(value) ? Number(value) : 0;
}

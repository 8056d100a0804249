import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  applicantLinkRequestSchema,
  contactCorrectionSchema,
  grievanceSchema,
  nominationInputSchema,
} from '@vistaar/shared/validation';
import { paths } from '@vistaar/shared/config/routes';
import {
  MY_APPLICATION_FORMS,
  privacyRequestMessages,
  type MyApplicationForm,
  type MyApplicationFormPost,
} from '@vistaar/shared/validation/privacy-request-schema';
import type { MyApplication } from '@vistaar/shared/contract';
import type { AuditActor } from '../../lib/audit';
import { tokenParamsSchema as tokenParams } from '../../lib/common-schemas';
import {
  acceptFormPosts,
  formParams,
  limitedFormPost,
  refuseCrossSiteForm,
} from '../../lib/form-post';
import { HttpError } from '../../lib/http-error';
import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { validateWith } from '../../lib/yup-errors';
import {
  nameNominee,
  removeNominee,
  requestErasure,
  withdrawApplication,
  fileGrievance,
  confirmErasure,
  erasureLinkIsLive,
} from './applicant-access-service';
import type { ApplicantAccessDeps } from './applicant-changes';
import { sendNewLinks } from './applicant-links-service';
import { ACTION_LIMIT, DONE, applicantActor, sendDownload } from './applicant-request';
import {
  confirmEmailChange,
  correctContact,
  emailChangeLinkIsLive,
} from './contact-correction-service';
import { resolveApplicantLink, viewMyApplication } from './my-application-view';

/** The most a form of 'My application' sends: a grievance's details, urlencoded. */
const FORM_BODY_LIMIT = 16 * 1024;
const CONTACT_FIELDS = ['email', 'phone', 'address', 'city', 'state'] as const;
/** What each form's fields are, kept on the page when it is refused. */
const TYPED_FIELDS: Partial<Record<MyApplicationForm, readonly string[]>> = {
  contact: CONTACT_FIELDS,
  nominee: ['nomineeName', 'nomineeEmail'],
  grievance: ['details'],
};

/**
 * 'My application' as pages: the link's page rendered on the server, and its forms, which
 * work without JavaScript by posting to the page itself.
 */
export function registerMyApplicationPages(
  app: Parameters<AppPluginAsync>[0],
  deps: ApplicantAccessDeps,
) {
  const { db } = deps;

  /** The page for a link: what it opens now, with the answer to a form posted to it. */
  async function applicationPage(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    posted?: MyApplicationFormPost,
    postedStatus = 200,
  ) {
    let data: { state: 'open' | 'erased' | 'unknown'; application?: MyApplication };
    let status = postedStatus;
    try {
      const link = await resolveApplicantLink(db, token);
      data =
        link.state === 'open'
          ? { state: 'open', application: await viewMyApplication(db, token) }
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
      data: { myApplication: data.state === 'open' && posted ? { ...data, posted } : data },
      status,
      noStore: true,
    });
  }

  // The page for the link: rendered for each visit from the application it opens.
  app.get(
    `${paths.myApplication}/:token`,
    { compress: false, schema: { hide: true, params: tokenParams } },
    (request, reply) => applicationPage(request, reply, request.params.token),
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

  // Without JavaScript the page's forms post to the page itself (its address holds the token,
  // so nothing typed goes into one) and get it back: each field's message with what was typed,
  // or the application as it now stands with what was done.
  acceptFormPosts(app, FORM_BODY_LIMIT);

  /** A refusal the person can act on, as the page's words; anything else stays an error. */
  const refusal = (error: unknown): HttpError => {
    if (
      !(error instanceof HttpError) ||
      error.statusCode < 400 ||
      error.statusCode >= 500 ||
      error.statusCode === 404 ||
      error.statusCode === 410
    )
      throw error;
    return error;
  };

  async function runForm(
    request: FastifyRequest,
    form: Exclude<MyApplicationForm, 'download'>,
    fields: URLSearchParams,
    token: string,
  ): Promise<{ status: number; posted: MyApplicationFormPost }> {
    const actor = applicantActor(request);
    const confirmed = fields.get('confirmed') === 'yes';
    const answer = (text: string) => ({
      status: 200,
      posted: { form, values: {}, fieldErrors: {}, outcome: { kind: 'success', text } } as const,
    });
    switch (form) {
      case 'withdraw':
      case 'erasure':
        if (!confirmed)
          return {
            status: 200,
            posted: { form, values: {}, fieldErrors: {}, outcome: null, confirming: true },
          };
        if (form === 'withdraw') {
          await withdrawApplication(db, token, actor);
          return answer(DONE.withdrawn);
        }
        await requestErasure(deps, token, actor);
        return answer(DONE.erasureAsked);
      case 'nominee': {
        const input = await validateWith(nominationInputSchema, {
          nomineeName: fields.get('nomineeName') ?? '',
          nomineeEmail: fields.get('nomineeEmail') ?? '',
        });
        await nameNominee(db, token, input, actor);
        return answer(privacyRequestMessages.nomineeSaved);
      }
      case 'remove-nominee':
        await removeNominee(db, token, actor);
        return answer(privacyRequestMessages.nomineeRemoved);
      case 'grievance': {
        const input = await validateWith(grievanceSchema, { details: fields.get('details') ?? '' });
        await fileGrievance(db, token, input, actor);
        return answer(DONE.grievanceFiled);
      }
      case 'contact': {
        const typed = Object.fromEntries(
          CONTACT_FIELDS.map((field) => [field, fields.get(field) ?? '']),
        );
        // The button that opens the form sends none of its fields: the page shows it filled in.
        if (!fields.has('email')) {
          const { fields: held } = await viewMyApplication(db, token);
          const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, held[field]]));
          return { status: 200, posted: { form, values, fieldErrors: {}, outcome: null } };
        }
        const input = await validateWith(contactCorrectionSchema, typed);
        const { emailPending } = await correctContact(deps, token, input, actor);
        return answer(
          emailPending ? privacyRequestMessages.emailChangeSent : DONE.contactCorrected,
        );
      }
    }
  }

  /** The page answering a form of the link's page that was refused: the message, what was typed. */
  function refusedFormPage(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    refused: HttpError,
  ) {
    const fields = formParams(request.body);
    const form = fields.get('form') as MyApplicationForm;
    if (!MY_APPLICATION_FORMS.includes(form)) return applicationPage(request, reply, token);
    reply.headers(refused.headers ?? {});
    const values = Object.fromEntries(
      (TYPED_FIELDS[form] ?? []).map((field) => [field, fields.get(field) ?? '']),
    );
    const fieldErrors = Object.fromEntries(
      Object.entries(refused.errors ?? {}).filter(([field]) => field in values),
    );
    return applicationPage(
      request,
      reply,
      token,
      { form, values, fieldErrors, outcome: { kind: 'error', text: refused.message } },
      refused.statusCode,
    );
  }

  app.post(
    `${paths.myApplication}/:token`,
    {
      compress: false,
      bodyLimit: FORM_BODY_LIMIT,
      ...limitedFormPost(
        ACTION_LIMIT,
        (request: FastifyRequest<{ Params: { token: string } }>, reply, refused) =>
          refusedFormPage(request, reply, request.params.token, refused),
      ),
      schema: { hide: true, params: tokenParams },
    },
    async (request, reply) => {
      refuseCrossSiteForm(request);
      const { token } = request.params;
      const fields = formParams(request.body);
      const form = fields.get('form') as MyApplicationForm;
      if (!MY_APPLICATION_FORMS.includes(form)) return applicationPage(request, reply, token);
      try {
        if (form === 'download') return await sendDownload(db, request, reply, token);
        const { status, posted } = await runForm(request, form, fields, token);
        return await applicationPage(request, reply, token, posted, status);
      } catch (error) {
        // A link that opens nothing (any more) answers with the page saying so.
        if (error instanceof HttpError && (error.statusCode === 404 || error.statusCode === 410))
          return applicationPage(request, reply, token);
        if (form === 'download') throw error;
        return refusedFormPage(request, reply, token, refusal(error));
      }
    },
  );

  // 'Send me a new link' without JavaScript: the same answer whether or not the address applied.
  app.post(
    paths.myApplication,
    { compress: false, bodyLimit: 2048, schema: { hide: true } },
    async (request, reply) => {
      refuseCrossSiteForm(request);
      const email = formParams(request.body).get('email') ?? '';
      const page = (status: number, posted: MyApplicationFormPost) =>
        app.sendPublicPage(request, reply, {
          path: paths.myApplication,
          cacheKey: 'my-application:renewal',
          version: 'static',
          data: { myApplication: { state: 'renewal', posted } },
          status,
          noStore: true,
        });
      try {
        await sendNewLinks(
          deps,
          await validateWith(applicantLinkRequestSchema, { email }),
          request.ip ?? null,
        );
      } catch (error) {
        const refused = refusal(error);
        reply.headers(refused.headers ?? {});
        return page(refused.statusCode, {
          form: 'link',
          values: { email },
          fieldErrors: refused.errors?.email ? { email: refused.errors.email } : {},
          outcome: { kind: 'error', text: refused.message },
        });
      }
      return page(200, {
        form: 'link',
        values: { email: '' },
        fieldErrors: {},
        outcome: { kind: 'success', text: privacyRequestMessages.linkSent },
      });
    },
  );

  // A confirmation link's page: the change waits for its button (mail scanners open links).
  const confirmationPage = (
    path: typeof paths.myApplicationErasure | typeof paths.myApplicationEmail,
    isLive: (db: typeof app.database.db, token: string) => Promise<boolean>,
    confirm: (deps: ApplicantAccessDeps, token: string, actor: AuditActor) => Promise<void>,
    confirmedText: string,
    pageName: string,
    states:
      | { live: 'confirm-erasure'; dead: 'erasure-link-invalid' }
      | { live: 'confirm-email'; dead: 'email-link-invalid' },
  ) => {
    const page = (
      request: FastifyRequest,
      reply: FastifyReply,
      live: boolean,
      posted?: MyApplicationFormPost,
      status = live ? 200 : 404,
    ) =>
      app.sendPublicPage(request, reply, {
        path,
        cacheKey: `my-application:${pageName}`,
        version: 'static',
        data: { myApplication: live ? { state: states.live, posted } : { state: states.dead } },
        status,
        noStore: true,
      });
    app.get(
      `${path}/:token`,
      { compress: false, schema: { hide: true, params: tokenParams } },
      async (request, reply) => page(request, reply, await isLive(db, request.params.token)),
    );
    const answer = (kind: 'success' | 'error', text: string): MyApplicationFormPost => ({
      form: 'confirm-link',
      values: {},
      fieldErrors: {},
      outcome: { kind, text },
    });
    const refusedPage = (request: FastifyRequest, reply: FastifyReply, refused: HttpError) => {
      reply.headers(refused.headers ?? {});
      return page(request, reply, true, answer('error', refused.message), refused.statusCode);
    };
    // The button, without JavaScript: the page answers with what happened.
    app.post(
      `${path}/:token`,
      {
        compress: false,
        bodyLimit: 1024,
        // Over the limit, the page still tells a dead link from a live one.
        ...limitedFormPost(
          ACTION_LIMIT,
          async (request: FastifyRequest<{ Params: { token: string } }>, reply, refused) =>
            (await isLive(db, request.params.token))
              ? refusedPage(request, reply, refused)
              : page(request, reply, false),
        ),
        schema: { hide: true, params: tokenParams },
      },
      async (request, reply) => {
        refuseCrossSiteForm(request);
        try {
          await confirm(deps, request.params.token, applicantActor(request));
          return await page(request, reply, true, answer('success', confirmedText));
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 404)
            return page(request, reply, false);
          return refusedPage(request, reply, refusal(error));
        }
      },
    );
  };
  confirmationPage(
    paths.myApplicationErasure,
    erasureLinkIsLive,
    confirmErasure,
    privacyRequestMessages.erased,
    'erasure',
    { live: 'confirm-erasure', dead: 'erasure-link-invalid' },
  );
  confirmationPage(
    paths.myApplicationEmail,
    emailChangeLinkIsLive,
    confirmEmailChange,
    privacyRequestMessages.emailChanged,
    'email',
    { live: 'confirm-email', dead: 'email-link-invalid' },
  );
}

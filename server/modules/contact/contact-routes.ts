import type { FastifyRequest } from 'fastify';
import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { company } from '@vistaar/shared/config/company';
import { paths } from '@vistaar/shared/config/routes';
import {
  CONTACT_FIELDS,
  contactSchema,
  type ContactFormPost,
  type ContactMessage,
} from '@vistaar/shared/validation/contact-schema';
import { nowIso } from '../../db/dialect';
import { messageEnvelopeSchema, standardErrorResponses } from '../../lib/envelope';
import { acceptFormPosts, formParams, refuseCrossSiteForm } from '../../lib/form-post';
import { HttpError, tooManyRequests } from '../../lib/http-error';
import { validateWith } from '../../lib/yup-errors';
import { hitCounter } from '../../lib/rate-counter';
import { receiveContactMessage, type ContactDeps } from './contact-service';

export const CONTACT_SUCCESS_MESSAGE =
  'Thank you! Your message has been sent. We will get back to you within 2-4 hours.';

interface ContactRateLimit {
  /** Messages one client address may send per window. */
  max: number;
  windowSeconds: number;
}

export interface ContactRoutesOptions {
  /** About 5 per address per 10 minutes (SECURITY.md); tests lower it. */
  rateLimit?: Partial<ContactRateLimit>;
}

const CONTACT_BODY_LIMIT = 16 * 1024;

const DEFAULT_CONTACT_RATE_LIMIT: ContactRateLimit = { max: 5, windowSeconds: 600 };

function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const phone = company.phones[0]?.display;
  return (
    `You have sent several messages in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}` +
    (phone ? `, or call us on ${phone}.` : '.')
  );
}

/** Public: the contact form. */
export const contactRoutes: AppPluginAsync<ContactRoutesOptions> = async (app, options) => {
  const deps: ContactDeps = {
    db: app.database.db,
    mailer: app.mailer,
    inbox: app.config.contactInbox,
  };
  const limit: ContactRateLimit = { ...DEFAULT_CONTACT_RATE_LIMIT, ...options.rateLimit };

  /**
   * Stores and sends one checked message, or refuses it when the address has sent too many;
   * a filled honeypot is dropped with the same answer, so automated senders learn nothing.
   */
  async function accept(request: FastifyRequest, input: ContactMessage) {
    const counter = await hitCounter(
      app.database.db,
      `contact:ip:${request.ip}`,
      limit.windowSeconds,
      limit.max,
    );
    if (!counter.allowed) {
      request.log.warn(
        { event: 'contact.rate_limited', count: counter.count },
        'contact message refused: too many from this address',
      );
      throw tooManyRequests(rateLimitMessage(counter.retryAfterSeconds), counter.retryAfterSeconds);
    }
    if (input.website?.trim()) {
      request.log.info({ event: 'contact.honeypot' }, 'contact message dropped: honeypot filled');
      return;
    }
    const userAgent = request.headers['user-agent'];
    const id = await receiveContactMessage(deps, {
      fullName: input.fullName,
      email: input.email,
      phone: input.phoneNo,
      message: input.message,
      noticeVersion: input.noticeVersion,
      clientIp: request.ip || null,
      userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 512) : null,
      createdAt: nowIso(),
    });
    request.log.info({ event: 'contact.received', contactMessageId: id }, 'contact message stored');
    // Delivery runs after the answer; a failure stays in the outbox and is retried.
    void app.mailer.flush();
  }

  app.post(
    '/api/contact/post-mail',
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      schema: {
        tags: ['Contact'],
        summary: 'Send a message to the company through the contact form',
        body: contactSchema,
        response: { 201: messageEnvelopeSchema, ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      await accept(request, request.body);
      return reply.status(201).send({ success: true, message: CONTACT_SUCCESS_MESSAGE });
    },
  );

  // Without JavaScript the form posts to its own page and gets that page back: the errors
  // with what was typed kept, or the confirmation. Never cached, as it holds what was typed.
  acceptFormPosts(app, CONTACT_BODY_LIMIT);
  app.post(
    paths.contact,
    { compress: false, bodyLimit: CONTACT_BODY_LIMIT, schema: { hide: true } },
    async (request, reply) => {
      refuseCrossSiteForm(request);
      const fields = formParams(request.body);
      const typed = Object.fromEntries(
        CONTACT_FIELDS.map((field) => [field, fields.get(field) ?? '']),
      ) as ContactFormPost['values'];
      const page = (status: number, post: ContactFormPost) =>
        app.sendPublicPage(request, reply, {
          path: paths.contact,
          cacheKey: 'contact:post',
          version: 'static',
          data: { contactForm: post },
          status,
          noStore: true,
        });
      try {
        const input = await validateWith(contactSchema, {
          ...typed,
          noticeVersion: fields.get('noticeVersion') ?? undefined,
          website: fields.get('website') ?? '',
        });
        await accept(request, input);
      } catch (error) {
        if (!(error instanceof HttpError) || (error.statusCode !== 400 && error.statusCode !== 429))
          throw error;
        for (const [name, value] of Object.entries(error.headers ?? {})) reply.header(name, value);
        const fieldErrors = Object.fromEntries(
          Object.entries(error.errors ?? {}).filter(([field]) =>
            (CONTACT_FIELDS as readonly string[]).includes(field),
          ),
        );
        return page(error.statusCode, {
          values: typed,
          fieldErrors,
          outcome: { kind: 'error', text: error.message },
        });
      }
      return page(200, {
        values: { fullName: '', email: '', phoneNo: '', message: '' },
        fieldErrors: {},
        outcome: { kind: 'success', text: CONTACT_SUCCESS_MESSAGE },
      });
    },
  );
};

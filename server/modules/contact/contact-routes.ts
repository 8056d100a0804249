import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { company } from '@vistaar/shared/config/company';
import { contactSchema } from '@vistaar/shared/validation/contact-schema';
import { nowIso } from '../../db/dialect';
import { messageEnvelopeSchema, standardErrorResponses } from '../../lib/envelope';
import { tooManyRequests } from '../../lib/http-error';
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

  app.post(
    '/api/contact/post-mail',
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['Contact'],
        summary: 'Send a message to the company through the contact form',
        body: contactSchema,
        response: { 201: messageEnvelopeSchema, ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      const { db } = app.database;
      const counter = await hitCounter(
        db,
        `contact:ip:${request.ip}`,
        limit.windowSeconds,
        limit.max,
      );
      if (!counter.allowed) {
        request.log.warn(
          { event: 'contact.rate_limited', count: counter.count },
          'contact message refused: too many from this address',
        );
        throw tooManyRequests(
          rateLimitMessage(counter.retryAfterSeconds),
          counter.retryAfterSeconds,
        );
      }

      // A filled honeypot gets the ordinary answer, so automated senders learn nothing.
      if (request.body.website?.trim()) {
        request.log.info({ event: 'contact.honeypot' }, 'contact message dropped: honeypot filled');
        return reply.status(201).send({ success: true, message: CONTACT_SUCCESS_MESSAGE });
      }

      const input = request.body;
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

      request.log.info(
        { event: 'contact.received', contactMessageId: id },
        'contact message stored',
      );
      // Delivery runs after the answer; a failure stays in the outbox and is retried.
      void app.mailer.flush();
      return reply.status(201).send({ success: true, message: CONTACT_SUCCESS_MESSAGE });
    },
  );
};

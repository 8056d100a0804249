import { timingSafeEqual } from 'node:crypto';
import { notFound } from '../../lib/http-error';
import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import {
  takeDeliveryReport,
  takeInboundSms,
  type DeliveryReport,
  type SmsWebhookDeps,
} from './sms-webhook';

/** Answered alike when SMS is off and when the path's token is wrong: nothing to learn. */
const NOT_HERE = 'Not found';

const tokenParams = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', maxLength: 200 } },
} as const;

const field = { type: 'string', maxLength: 2000 } as const;

/** Gupshup's real-time delivery report by GET: the callback URL's documented parameters. */
const deliveryQuery = {
  type: 'object',
  properties: {
    externalId: { type: 'string', maxLength: 200 },
    deliveredTS: { type: 'string', maxLength: 20 },
    status: { type: 'string', maxLength: 40 },
    cause: { type: 'string', maxLength: 500 },
    phoneNo: { type: 'string', maxLength: 20 },
    errCode: { type: 'string', maxLength: 40 },
    noOfFrags: { type: 'string', maxLength: 5 },
    mask: { type: 'string', maxLength: 20 },
  },
} as const;

/** Gupshup's keyword response URL: the documented parameters of an inbound SMS. */
const inboundQuery = {
  type: 'object',
  properties: {
    phonecode: { type: 'string', maxLength: 20 },
    keyword: { type: 'string', maxLength: 100 },
    location: { type: 'string', maxLength: 100 },
    carrier: { type: 'string', maxLength: 100 },
    content: field,
    msisdn: { type: 'string', maxLength: 20 },
    timestamp: { type: 'string', maxLength: 20 },
  },
} as const;

/** One event of Gupshup's POST delivery report batch (at most 20 a call). */
interface DeliveryEvent {
  externalId?: unknown;
  eventType?: unknown;
  eventTs?: unknown;
  cause?: unknown;
  errCode?: unknown;
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * Gupshup's callbacks (public: the provider calls them). Gupshup documents no signature for
 * them, so each URL carries SMS_WEBHOOK_TOKEN as a secret path segment; a wrong token is
 * answered as if nothing were there. Delivery reports come by GET (one report) or POST (a
 * JSON batch); inbound SMS by the keyword response URL's GET.
 */
export const smsWebhookRoutes: AppPluginAsync = async (app) => {
  function deps(token: string): SmsWebhookDeps {
    const config = app.sms.config;
    if (!config || !sameText(token, config.webhookToken)) throw notFound(NOT_HERE);
    return { db: app.database.db, log: app.log, onInbound: app.smsInbound };
  }

  app.get(
    '/api/sms/delivery-reports/:token',
    {
      schema: {
        tags: ['SMS'],
        summary:
          "Gupshup's real-time delivery report (GET callback): the message's delivered or failed status",
        params: tokenParams,
        querystring: deliveryQuery,
      },
    },
    async (request) => {
      const query = request.query;
      const taken = await takeDeliveryReport(deps(request.params.token), {
        externalId: query.externalId ?? '',
        status: query.status ?? '',
        at: query.deliveredTS,
        cause: query.cause,
        errCode: query.errCode,
      });
      request.log.info({ event: 'sms.delivery_report', taken }, 'SMS delivery report');
      return { success: true };
    },
  );

  app.post(
    '/api/sms/delivery-reports/:token',
    {
      schema: {
        tags: ['SMS'],
        summary: "Gupshup's delivery reports by POST: a JSON array of up to 20 events",
        params: tokenParams,
      },
    },
    async (request) => {
      const webhook = deps(request.params.token);
      const body = request.body as { response?: unknown } | unknown[] | null;
      const events = Array.isArray(body)
        ? body
        : body && Array.isArray(body.response)
          ? body.response
          : [];
      let taken = 0;
      for (const event of events.slice(0, 100) as (DeliveryEvent | null)[]) {
        const report: DeliveryReport = {
          externalId: asText(event?.externalId) ?? '',
          status: asText(event?.eventType) ?? '',
          at: event?.eventTs,
          cause: asText(event?.cause),
          errCode: asText(event?.errCode),
        };
        if (await takeDeliveryReport(webhook, report)) taken += 1;
      }
      request.log.info({ event: 'sms.delivery_reports', taken }, 'SMS delivery reports');
      return { success: true };
    },
  );

  app.get(
    '/api/sms/inbound/:token',
    {
      schema: {
        tags: ['SMS'],
        summary:
          "Gupshup's keyword response URL: a candidate's SMS (STOP and YES honoured, threaded into their conversation)",
        params: tokenParams,
        querystring: inboundQuery,
      },
    },
    async (request, reply) => {
      const query = request.query;
      const outcome = await takeInboundSms(deps(request.params.token), {
        msisdn: query.msisdn ?? '',
        keyword: query.keyword ?? '',
        content: query.content ?? '',
        timestamp: query.timestamp,
      });
      request.log.info({ event: 'sms.inbound', outcome }, 'SMS received');
      void app.mailer.flush();
      // Gupshup sends a keyword URL's text answer back to the sender as an SMS: answer none.
      return reply.code(204).send();
    },
  );
};

import { whatsappCostsSchema } from '@vistaar/shared/contract';
import { conversationMessages } from '@vistaar/shared/validation';
import { dataEnvelopeSchema, standardErrorResponses } from '../../lib/envelope';
import { badRequest } from '../../lib/http-error';
import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { ADMINS } from '../auth';
import { monthCosts } from './whatsapp-costs';

const costsQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { month: { type: 'string', maxLength: 7 } },
} as const;

/** The admins' view of what WhatsApp cost in a month. */
export const whatsappCostRoutes: AppPluginAsync = async (app) => {
  app.get(
    '/api/whatsapp/costs',
    {
      config: { roles: ADMINS },
      schema: {
        tags: ['WhatsApp'],
        summary:
          "A month's WhatsApp messages and their cost per pricing category (the configured rate card, INR); this month by default",
        querystring: costsQuerySchema,
        response: { 200: dataEnvelopeSchema(whatsappCostsSchema), ...standardErrorResponses },
      },
    },
    async (request) => {
      const month = request.query.month ?? new Date().toISOString().slice(0, 7);
      if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) {
        throw badRequest(conversationMessages.whatsappMonthInvalid, {
          month: conversationMessages.whatsappMonthInvalid,
        });
      }
      return {
        success: true,
        data: await monthCosts(app.database.db, month, app.whatsapp.config !== null),
      };
    },
  );
};

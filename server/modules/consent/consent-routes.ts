import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { messagingConsentSchema } from '@vistaar/shared/contract';
import { channelConsentMessages, channelConsentSchema } from '@vistaar/shared/validation';
import { idParamsSchema } from '../../lib/common-schemas';
import { dataEnvelopeSchema, standardErrorResponses } from '../../lib/envelope';
import { auditActor, MESSAGING_CONSENT, recordRead, signedInStaff } from '../auth';
import { readMessagingConsent, recordStaffChoice } from './consent-service';

const tags = ['Candidates'];
const answer = dataEnvelopeSchema(messagingConsentSchema);

/** A candidate's WhatsApp and SMS consent: its state and history, and a recruiter's notes of it. */
export const consentRoutes: AppPluginAsync = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/candidates/:id/messaging-consent',
    {
      config: { roles: MESSAGING_CONSENT },
      schema: {
        tags,
        summary:
          "A candidate's consent to WhatsApp and SMS messages: each channel's state and every change, newest first",
        params: idParamsSchema,
        response: { 200: answer, ...standardErrorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const data = await readMessagingConsent(db, id);
      await recordRead(db, request, 'candidate', id, 'candidate.messaging-consent-viewed');
      return { success: true, data };
    },
  );

  app.post(
    '/api/candidates/:id/messaging-consent',
    {
      config: { roles: MESSAGING_CONSENT },
      schema: {
        tags,
        summary:
          "Note a candidate's verbal consent to one channel (a note of what they said is required) or their opt-out of it",
        params: idParamsSchema,
        body: channelConsentSchema,
        response: { 201: answer, ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const actor = { ...auditActor(request), staffId: signedInStaff(request).id };
      await recordStaffChoice(db, actor, id, request.body);
      return reply.status(201).send({
        success: true,
        message:
          request.body.status === 'opted_in'
            ? channelConsentMessages.consentRecorded
            : channelConsentMessages.optOutRecorded,
        data: await readMessagingConsent(db, id),
      });
    },
  );
};

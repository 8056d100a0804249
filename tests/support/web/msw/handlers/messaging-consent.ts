import { http } from 'msw';
import { MESSAGING_CHANNELS } from '@vistaar/shared/config/messaging';
import type { ChannelConsentEntry, MessagingConsent } from '@vistaar/shared/contract';
import { channelConsentMessages, channelConsentSchema } from '@vistaar/shared/validation';
import { db } from '../db';
import { api, badRequest, notFound, ok, staffAnswer, validateWith } from '../answers';

/** The state the server derives from a candidate's history (newest first). */
function stateOf(candidateId: number): MessagingConsent {
  const seeded = db.messagingConsents.get(candidateId);
  if (!seeded) throw notFound(channelConsentMessages.candidateNotFound);
  const { phone, history } = seeded;
  return {
    candidateId,
    phone,
    channels: MESSAGING_CHANNELS.map((channel) => {
      const current = history.find((entry) => entry.channel === channel) ?? null;
      return {
        channel,
        mayMessage: current?.status === 'opted_in' && phone !== null && current.phone === phone,
        current,
      };
    }),
    history,
  };
}

/** A candidate's messaging consent, as `consent-routes.ts` answers. */
export const messagingConsentHandlers = [
  http.get(
    api('/api/candidates/:id/messaging-consent'),
    staffAnswer(({ params }) => ok({ data: stateOf(Number(params.id)) })),
  ),
  http.post(
    api('/api/candidates/:id/messaging-consent'),
    staffAnswer(async ({ request, params }) => {
      const candidateId = Number(params.id);
      const seeded = db.messagingConsents.get(candidateId);
      if (!seeded) throw notFound(channelConsentMessages.candidateNotFound);
      const input = await validateWith(channelConsentSchema, await request.json());
      if (input.status === 'opted_in' && !seeded.phone) {
        throw badRequest(channelConsentMessages.noNumber);
      }
      const entry: ChannelConsentEntry = {
        id: Math.max(0, ...seeded.history.map((item) => item.id)) + 1,
        channel: input.channel,
        status: input.status,
        phone: seeded.phone,
        source: 'recruiter_note',
        note: input.note,
        recordedBy: 'Test Recruiter',
        at: new Date().toISOString(),
      };
      seeded.history = [entry, ...seeded.history];
      return ok(
        {
          message:
            input.status === 'opted_in'
              ? channelConsentMessages.consentRecorded
              : channelConsentMessages.optOutRecorded,
          data: stateOf(candidateId),
        },
        { status: 201 },
      );
    }),
  ),
];

import type { WhatsappConfig } from '../../config';
import { unanswered } from '../../lib/message-outbox';

/** The message part of a Cloud API send request (everything but the recipient). */
export type WhatsappMessagePart =
  | {
      type: 'template';
      template: {
        name: string;
        language: { code: string };
        components: { type: 'body'; parameters: { type: 'text'; text: string }[] }[];
      };
    }
  | { type: 'text'; text: { preview_url: false; body: string } };

export type SendResult =
  | { ok: true; waMessageId: string }
  /** `retry`: the platform could not be reached or was busy, so the same request may go again. */
  | { ok: false; retry: boolean; code: string; title: string };

const SEND_TIMEOUT_MS = 15_000;

interface GraphError {
  error?: { message?: unknown; code?: unknown; error_subcode?: unknown; type?: unknown };
}

/**
 * One POST to `/{phone-number-id}/messages`. Never throws: a refusal comes back with the
 * platform's code and message (131047: outside the 24-hour window; 131026: undeliverable;
 * 190: the token expired), and a timeout, a network failure, a 429 or a 5xx as retryable.
 */
export async function postMessage(
  config: WhatsappConfig,
  to: string,
  part: WhatsappMessagePart,
): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(`${config.apiBase}/${config.phoneNumberId}/messages`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${config.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to,
        ...part,
      }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    return unanswered(error, {
      timeout: 'The WhatsApp platform did not answer in time',
      network: 'Could not reach WhatsApp',
    });
  }
  const answer = (await response.json().catch(() => ({}))) as GraphError & {
    messages?: { id?: unknown }[];
  };
  const id = answer.messages?.[0]?.id;
  if (response.ok && typeof id === 'string') return { ok: true, waMessageId: id };
  const { error } = answer;
  return {
    ok: false,
    retry: response.status === 429 || response.status >= 500,
    code: error?.code === undefined ? `http-${response.status}` : String(error.code),
    title:
      typeof error?.message === 'string'
        ? error.message.slice(0, 500)
        : `WhatsApp answered ${response.status}`,
  };
}

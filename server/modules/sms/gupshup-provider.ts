import type { SmsConfig } from '../../config';
import { unanswered } from '../../lib/message-outbox';
import type { OutgoingSms, SmsProvider, SmsSendResult } from './sms-provider';

const SEND_TIMEOUT_MS = 15_000;

interface GupshupAnswer {
  response?: { id?: unknown; phone?: unknown; details?: unknown; status?: unknown };
}

/**
 * Gupshup Enterprise SMS (GatewayAPI, `method=SendMessage`, v1.1, plain authentication,
 * `format=json`): each message names the DLT principal entity, the DLT template and the
 * registered sender header (`mask`). A success answers `{"response":{"status":"success",
 * "id":<message id>,...}}`; a refusal `{"response":{"status":"error","id":<error code>,
 * "details":<why>}}`.
 */
export function gupshupProvider(config: SmsConfig): SmsProvider {
  return {
    name: 'Gupshup',
    async send(message: OutgoingSms): Promise<SmsSendResult> {
      const form = new URLSearchParams({
        method: 'SendMessage',
        v: '1.1',
        auth_scheme: 'plain',
        userid: config.userId,
        password: config.apiKey,
        format: 'json',
        send_to: message.to,
        msg: message.text,
        msg_type: message.encoding === 'ucs2' ? 'Unicode_Text' : 'TEXT',
        mask: config.senderHeader,
        principalEntityId: config.principalEntityId,
        dltTemplateId: message.dltTemplateId,
      });
      let response: Response;
      try {
        response = await fetch(config.apiUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
      } catch (error) {
        return unanswered(error, {
          timeout: 'The SMS provider did not answer in time',
          network: 'Could not reach the SMS provider',
        });
      }
      const answer = ((await response.json().catch(() => ({}))) as GupshupAnswer).response;
      if (response.ok && answer?.status === 'success' && typeof answer.id === 'string') {
        return { ok: true, providerId: answer.id };
      }
      return {
        ok: false,
        retry: response.status === 429 || response.status >= 500,
        code: answer?.id === undefined ? `http-${response.status}` : String(answer.id).slice(0, 40),
        title:
          typeof answer?.details === 'string' && answer.details
            ? answer.details.slice(0, 500)
            : `The SMS provider answered ${response.status}`,
      };
    },
  };
}

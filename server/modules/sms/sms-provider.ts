/** One SMS as a provider sends it: a registered template, filled. */
export interface OutgoingSms {
  /** E.164 digits without the '+'. */
  to: string;
  text: string;
  dltTemplateId: string;
  encoding: 'gsm7' | 'ucs2';
}

export type SmsSendResult =
  | { ok: true; providerId: string }
  /** `retry`: the provider could not be reached or was busy, so the same request may go again. */
  | { ok: false; retry: boolean; code: string; title: string };

/**
 * An SMS provider: sends one message and never throws (a refusal comes back with the
 * provider's code and words). The delivery reports and inbound messages come to the
 * provider's own webhook shapes (see `gupshup-callbacks.ts`).
 */
export interface SmsProvider {
  readonly name: string;
  send(message: OutgoingSms): Promise<SmsSendResult>;
}

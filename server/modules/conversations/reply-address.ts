import { splitTag } from '../inbound-mail';

/** The local part of every reply address: `jobs+<token>@REPLY_DOMAIN`. */
const REPLY_LOCAL_PART = 'jobs';
const TOKEN_PATTERN = /^[0-9a-f]{32}$/;

export const replyAddress = (domain: string, token: string) =>
  `${REPLY_LOCAL_PART}+${token}@${domain}`;

/** Whether mail to this recipient is a reply (any tag, or none: unknown ones are quarantined). */
export const isReplyRecipient = (domain: string, recipient: string) =>
  splitTag(recipient)[0] === `${REPLY_LOCAL_PART}@${domain}`;

/** The token a reply address carries, when it has the token's shape. */
export function replyTokenOf(recipient: string): string | undefined {
  const tag = splitTag(recipient)[1];
  return tag && TOKEN_PATTERN.test(tag) ? tag : undefined;
}

/**
 * A Message-ID as a header may carry it, or undefined: a received one comes from outside and
 * only ever goes back into an In-Reply-To or References header, so nothing but the one
 * bracketed id passes.
 */
export function cleanMessageId(value: string | undefined | null): string | undefined {
  const id = value?.trim();
  return id && /^<[\x21-\x3b\x3d\x3f-\x7e]{1,250}@[\x21-\x3b\x3d\x3f-\x7e]{1,250}>$/.test(id)
    ? id
    : undefined;
}

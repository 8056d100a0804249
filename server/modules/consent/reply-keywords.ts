import type { MessagingChannel } from '@vistaar/shared/config/messaging';

/** What a candidate's reply asks of their messaging consent, if anything. */
export type ReplyKeyword = { kind: 'stop' } | { kind: 'yes'; channel: MessagingChannel | null };

const STOP_WORDS = new Set(['STOP', 'UNSUBSCRIBE']);
const CHANNEL_WORDS: Record<string, MessagingChannel> = { WHATSAPP: 'whatsapp', SMS: 'sms' };

/**
 * Reads the first line of a reply's new text: 'STOP' or 'UNSUBSCRIBE' (any case, closing
 * punctuation allowed) ends every channel; 'YES', optionally naming a channel ('YES SMS'),
 * opts in. Anything else on that line is an ordinary message.
 */
export function replyKeyword(body: string): ReplyKeyword | undefined {
  const first = body.trim().split(/\r?\n/, 1)[0] ?? '';
  const words = first
    .replace(/[.!]+$/, '')
    .trim()
    .toUpperCase()
    .split(/\s+/);
  if (words.length === 1 && STOP_WORDS.has(words[0])) return { kind: 'stop' };
  if (words[0] !== 'YES' || words.length > 2) return undefined;
  if (words.length === 1) return { kind: 'yes', channel: null };
  const channel = CHANNEL_WORDS[words[1]];
  return channel ? { kind: 'yes', channel } : undefined;
}

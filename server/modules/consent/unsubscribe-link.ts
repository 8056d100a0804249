import type { Kysely } from 'kysely';
import { CHANNEL_NAMES, MESSAGING_CHANNELS } from '@vistaar/shared/config/messaging';
import { paths } from '@vistaar/shared/config/routes';
import type { Database } from '../../db/schema';
import type { LinkSigner } from '../files';
import { escapeHtml } from '../mail';
import { findApplicationCandidate } from './consent-repository';
import { mayMessage } from './consent-service';

/** Long enough for an e-mail kept in an inbox; an old link's page says to reply STOP instead. */
const UNSUBSCRIBE_LINK_TTL_SECONDS = 2 * 365 * 24 * 3600;

export const unsubscribeResource = (candidateId: number) => `messaging-unsubscribe:${candidateId}`;

function messagingUnsubscribeUrl(
  signer: LinkSigner,
  publicUrl: string,
  candidateId: number,
): string {
  const signature = signer.sign(unsubscribeResource(candidateId), UNSUBSCRIBE_LINK_TTL_SECONDS);
  return `${publicUrl}${paths.messagingUnsubscribe}?candidate=${candidateId}&${signature}`;
}

interface MailFooter {
  text: string;
  html: string;
}

/**
 * The footer of an e-mail to a candidate about an application, while they get WhatsApp or
 * SMS messages: one link that stops them all. Nothing for a candidate who gets none.
 */
export async function messagingFooter(
  db: Kysely<Database>,
  signer: LinkSigner,
  publicUrl: string,
  applicationId: number,
): Promise<MailFooter | undefined> {
  const candidateId = await findApplicationCandidate(db, applicationId);
  if (candidateId === null) return undefined;
  const active: string[] = [];
  for (const channel of MESSAGING_CHANNELS) {
    if ((await mayMessage(db, candidateId, channel)).ok) active.push(CHANNEL_NAMES[channel]);
  }
  if (active.length === 0) return undefined;
  const url = messagingUnsubscribeUrl(signer, publicUrl, candidateId);
  const said = `You get updates about your applications on ${active.join(' and ')}. To stop WhatsApp and SMS messages, open`;
  return {
    text: `${said}: ${url} (or reply STOP).`,
    html: `<p style="margin:24px 0 0;font-size:13px;color:#52606d">${escapeHtml(said)} <a href="${escapeHtml(url)}">this link</a> (or reply STOP).</p>`,
  };
}

import { company } from '@vistaar/shared/config/company';
import type { MailAddress } from './mailer';

/**
 * Where a candidate's reply goes: the recruiting inbox, under the name of the recruiter who
 * sent the e-mail ("Priya Sharma (Vistaar Infotech recruiting)") or, for automatic e-mails,
 * the team's. The name is the staff account's, kept to one line.
 */
export function recruitingReplyTo(inbox: string, recruiterName?: string | null): MailAddress {
  // eslint-disable-next-line no-control-regex -- line breaks and other controls end a header
  const name = (recruiterName ?? '').replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  const team = `${company.name} recruiting`;
  return { name: name ? `${name} (${team})` : team, address: inbox };
}

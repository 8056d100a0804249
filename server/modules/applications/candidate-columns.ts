import {
  NOTICE_PERIOD_DAYS,
  type ApplicationSource,
  type NoticePeriod,
} from '@vistaar/shared/config/candidates';
import { parseCtc } from '@vistaar/shared/lib/ctc';
import type { JobApplicationInput } from '@vistaar/shared/validation/application-schema';
import type { NewApplication } from './applications-repository';

type NoticeAndCtc = Pick<
  JobApplicationInput,
  'noticePeriod' | 'noticeUntil' | 'servingNotice' | 'currentCTC' | 'expectedCTC'
>;

/** The notice period and CTCs as stored: the text as typed, and the amounts it reads as. */
export function noticeAndCtcColumns(input: NoticeAndCtc) {
  const period = (input.noticePeriod || null) as NoticePeriod | null;
  return {
    notice_period: period,
    notice_until: period === 'date' ? input.noticeUntil : null,
    notice_days: period === null ? null : (NOTICE_PERIOD_DAYS[period] ?? null),
    serving_notice: input.servingNotice ? 1 : 0,
    current_ctc: input.currentCTC,
    expected_ctc: input.expectedCTC,
    current_ctc_amount: parseCtc(input.currentCTC),
    expected_ctc_amount: parseCtc(input.expectedCTC),
  } satisfies Partial<NewApplication>;
}

/** Hosts of the sites that have a source of their own, by the last two labels of the host. */
const SITE_SOURCES: Record<string, ApplicationSource> = {
  'linkedin.com': 'linkedin',
  'lnkd.in': 'linkedin',
  'naukri.com': 'naukri',
};

/** Names a campaign or `ref` may give those sites. */
const NAMED_SOURCES: Record<string, ApplicationSource> = {
  linkedin: 'linkedin',
  naukri: 'naukri',
  referral: 'referral',
  employee_referral: 'referral',
  agency: 'agency',
};

const siteOf = (host: string) => host.toLowerCase().split('.').slice(-2).join('.');

type Origin = Pick<JobApplicationInput, 'utmSource' | 'utmMedium' | 'ref' | 'referrerDomain'>;

/**
 * Where a public application came from: the job link's utm_source, utm_medium and ref, else
 * the other site that sent the applicant, else the careers site itself. A known name
 * (LinkedIn, Naukri, referral, agency) becomes that source; anything else is 'other', with
 * what the link or site said kept as the detail.
 */
export function publicSource(
  origin: Origin,
  ownHost: string,
): { source: ApplicationSource; source_detail: string } {
  const tagged = [
    origin.utmSource && `utm_source=${origin.utmSource}`,
    origin.utmMedium && `utm_medium=${origin.utmMedium}`,
    origin.ref && `ref=${origin.ref}`,
  ].filter(Boolean);
  if (tagged.length > 0) {
    const named = [origin.utmSource, origin.ref]
      .map((name) => NAMED_SOURCES[name.toLowerCase().replace(/[\s-]+/g, '_')])
      .find(Boolean);
    const site = [origin.utmSource, origin.ref]
      .map((name) => SITE_SOURCES[siteOf(name)])
      .find(Boolean);
    return { source: named ?? site ?? 'other', source_detail: tagged.join(', ') };
  }
  const domain = origin.referrerDomain.toLowerCase().replace(/^www\./, '');
  if (domain && siteOf(domain) !== siteOf(ownHost)) {
    return { source: SITE_SOURCES[siteOf(domain)] ?? 'other', source_detail: domain };
  }
  return { source: 'careers_site', source_detail: '' };
}

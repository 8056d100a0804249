import { NOTICE_PERIOD_LABELS, type NoticePeriod } from '../../config/candidates';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface NoticeFacts {
  noticePeriod: NoticePeriod | null;
  /** YYYY-MM-DD: the last working day, for the period 'date'. */
  noticeUntil: string | null;
  servingNotice: boolean;
}

/** '2027-01-15' -> '15 Jan 2027'; what does not read as a date stays as it is. */
function dayText(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  return `${Number(match[3])} ${MONTHS[Number(match[2]) - 1]} ${match[1]}`;
}

/**
 * When the person can join, in words, as staff and the applicant both read it: '30 days',
 * 'Until 15 Jan 2027, serving notice', 'Serving notice'; '' when nothing was given.
 */
export function noticePeriodText({
  noticePeriod,
  noticeUntil,
  servingNotice,
}: NoticeFacts): string {
  if (noticePeriod === null) return servingNotice ? 'Serving notice' : '';
  const period =
    noticePeriod === 'date'
      ? `Until ${dayText(noticeUntil ?? '')}`.trim()
      : NOTICE_PERIOD_LABELS[noticePeriod];
  return servingNotice ? `${period}, serving notice` : period;
}

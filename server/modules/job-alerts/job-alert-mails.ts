import { company } from '@vistaar/shared/config/company';
import { JOB_ALERT_CONFIRM_DAYS } from '@vistaar/shared/config/job-alerts';
import { escapeHtml } from '@vistaar/shared/lib/job-description';
import type { OutgoingMail } from '../mail';

const html = (body: string) => `<!doctype html>
<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933">
${body}
</body></html>`;

const paragraph = (text: string) => `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`;
const link = (url: string, text: string) =>
  `<a href="${escapeHtml(url)}" style="color:#1d4ed8">${escapeHtml(text)}</a>`;

const departmentsText = (departments: string[]) =>
  departments.length ? departments.join(', ') : 'every department';

/** The double opt-in e-mail: nothing else is sent to the address until its link is followed. */
export function confirmationMail(input: {
  to: string;
  departments: string[];
  confirmUrl: string;
}): OutgoingMail {
  const intro = `Someone, hopefully you, asked ${company.name} to e-mail this address when a job opens in: ${departmentsText(input.departments)}.`;
  const action = `To start the alerts, confirm within ${JOB_ALERT_CONFIRM_DAYS} days:`;
  const after = [
    'You will get at most one e-mail a day, and each one has a link that unsubscribes you at once.',
    'If you did not ask for this, ignore this e-mail: without confirmation you will not hear from us again, and the request is deleted.',
  ];
  return {
    kind: 'job_alerts.confirm',
    to: input.to,
    subject: `Confirm your job alerts from ${company.name}`,
    text: [intro, `${action}\n${input.confirmUrl}`, ...after].join('\n\n'),
    html: html(
      `${paragraph(intro)}<p style="margin:0 0 12px">${escapeHtml(action)}<br>${link(input.confirmUrl, 'Confirm my job alerts')}</p>${after.map(paragraph).join('')}`,
    ),
  };
}

export interface AlertJob {
  title: string;
  department: string;
  location: string;
  jobType: string;
  salaryRange: string;
  url: string;
}

/**
 * One subscriber's daily alert: every matching job published since their last one. The
 * unsubscribe link works with one click, and mail programs offer it from the headers too
 * (RFC 2369 and RFC 8058).
 */
export function alertMail(input: {
  to: string;
  jobs: AlertJob[];
  unsubscribeUrl: string;
  careersUrl: string;
}): OutgoingMail {
  const count = input.jobs.length;
  const heading =
    count === 1
      ? `A new job has opened at ${company.name}:`
      : `${count} new jobs have opened at ${company.name}:`;
  const facts = (job: AlertJob) =>
    `${job.department} | ${job.location} | ${job.jobType} | ${job.salaryRange}`;
  const text = [
    heading,
    ...input.jobs.map((job) => `${job.title}\n${facts(job)}\n${job.url}`),
    `All open positions: ${input.careersUrl}`,
    `You get this because you confirmed job alerts from ${company.name}. Unsubscribe at once: ${input.unsubscribeUrl}`,
  ].join('\n\n');
  const items = input.jobs
    .map(
      (job) =>
        `<li style="margin:0 0 12px">${link(job.url, job.title)}<br><span style="color:#52606d">${escapeHtml(facts(job))}</span></li>`,
    )
    .join('');
  return {
    kind: 'job_alerts.alert',
    to: input.to,
    subject: count === 1 ? `A new job at ${company.name}` : `${count} new jobs at ${company.name}`,
    text,
    html: html(
      `${paragraph(heading)}<ul style="padding-left:20px">${items}</ul><p style="margin:0 0 12px">${link(input.careersUrl, 'See all open positions')}</p><p style="margin:24px 0 0;font-size:13px;color:#52606d">You get this because you confirmed job alerts from ${escapeHtml(company.name)}. ${link(input.unsubscribeUrl, 'Unsubscribe')} (one click, no sign-in).</p>`,
    ),
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

import { company } from '@vistaar/shared/config/company';
import { careerPaths, jobApplicationPath, jobPagePath, paths } from '@vistaar/shared/config/routes';
import { closingMoment } from '@vistaar/shared/lib/job-dates';
import {
  descriptionHtml,
  descriptionSummary,
  descriptionText,
  escapeHtml,
} from '@vistaar/shared/lib/job-description';
import { parseSalaryRange } from '@vistaar/shared/lib/salary-range';
import type { Job } from '@vistaar/shared/contract';

const FEED_TITLE = `Open positions at ${company.name}`;
const FEED_DESCRIPTION = `Jobs open today at ${company.name}, newest first.`;

/** The job's facts, then its description, as the HTML a feed reader shows. */
function itemHtml(job: Job): string {
  const facts = [
    ['Department', job.department],
    ['Location', job.location],
    ['Job type', job.jobType],
    ['Experience', job.experience],
    ['Salary range', job.salaryRange],
    ['Apply by', job.closesOn],
  ]
    .map(([label, value]) => `<li><strong>${label}:</strong> ${escapeHtml(value)}</li>`)
    .join('');
  const skills = job.skills.length
    ? `<p><strong>Skills:</strong> ${escapeHtml(job.skills.join(', '))}</p>`
    : '';
  return `<ul>${facts}</ul>${descriptionHtml(job.description)}${skills}`;
}

/** RSS 2.0 of the open jobs, newest first (the snapshot's order). */
export function rssFeed(jobs: Job[], base: string): string {
  const items = jobs.map((job) => {
    const url = `${base}${jobPagePath(job)}`;
    return [
      '<item>',
      `<title>${escapeHtml(`${job.title} (${job.location})`)}</title>`,
      `<link>${escapeHtml(url)}</link>`,
      `<guid isPermaLink="true">${escapeHtml(url)}</guid>`,
      `<pubDate>${new Date(job.postedAt).toUTCString()}</pubDate>`,
      `<category>${escapeHtml(job.department)}</category>`,
      `<description>${escapeHtml(itemHtml(job))}</description>`,
      '</item>',
    ].join('');
  });
  // The newest job's date, not the clock: an unchanged list keeps an unchanged document.
  const built = jobs[0]
    ? `<lastBuildDate>${new Date(jobs[0].postedAt).toUTCString()}</lastBuildDate>`
    : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>',
    `<title>${escapeHtml(FEED_TITLE)}</title>`,
    `<link>${escapeHtml(`${base}${paths.career}`)}</link>`,
    `<description>${escapeHtml(FEED_DESCRIPTION)}</description>`,
    '<language>en-in</language>',
    built,
    `<atom:link href="${escapeHtml(`${base}${careerPaths.feed}`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel></rss>',
    '',
  ].join('\n');
}

/** The same list as JSON Feed 1.1, each item carrying the job's structured fields in `_job`. */
export function jsonFeed(jobs: Job[], base: string): string {
  return JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: FEED_TITLE,
    description: FEED_DESCRIPTION,
    home_page_url: `${base}${paths.career}`,
    feed_url: `${base}${careerPaths.jobsJson}`,
    language: 'en-IN',
    items: jobs.map((job) => {
      const url = `${base}${jobPagePath(job)}`;
      return {
        id: url,
        url,
        title: job.title,
        summary: descriptionSummary(job.description),
        content_html: itemHtml(job),
        content_text: descriptionText(job.description),
        date_published: job.postedAt,
        tags: [job.department, job.jobType, ...job.skills],
        _job: {
          id: job.id,
          department: job.department,
          location: job.location,
          jobType: job.jobType,
          experience: job.experience,
          salaryRange: job.salaryRange,
          baseSalary: parseSalaryRange(job.salaryRange),
          skills: job.skills,
          postedAt: job.postedAt,
          closesOn: job.closesOn,
          validThrough: closingMoment(job.closesOn),
          applyUrl: `${base}${jobApplicationPath(job.id)}`,
        },
      };
    }),
  });
}

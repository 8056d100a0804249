import type { Job } from '@/entities/job';
import { company, jobPagePath, officeIn } from '@vistaar/shared/config';
import { closingMoment } from '@vistaar/shared/lib/job-dates';
import { descriptionHtml } from '@vistaar/shared/lib/job-description';
import { jobWorkplace } from '@/shared/lib/job-workplace';
import { parseSalaryRange } from '@vistaar/shared/lib/salary-range';

/** Google's employment types for the spec's job types; Remote and Hybrid are arrangements, not types. */
const EMPLOYMENT_TYPES: Record<string, string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
};

/** 'Entry Level (0-1 years)' needs no experience; '3-5 years' needs at least 36 months. */
function experienceRequirements(experience: string) {
  const years = /\d+/.exec(experience)?.[0];
  if (years === undefined) return undefined;
  const months = Number(years) * 12;
  return months === 0
    ? 'no requirements'
    : { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: months };
}

function baseSalary(salaryRange: string) {
  const salary = parseSalaryRange(salaryRange);
  if (!salary) return undefined;
  const { currency, ...value } = salary;
  return { '@type': 'MonetaryAmount', currency, value: { '@type': 'QuantitativeValue', ...value } };
}

function location(job: Job) {
  const workplace = jobWorkplace(job.location, job.jobType);
  if (workplace.arrangement === 'remote') {
    return {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements:
        workplace.applicantsFrom === 'India'
          ? { '@type': 'Country', name: 'India' }
          : { '@type': 'AdministrativeArea', name: 'Worldwide' },
    };
  }
  const office = officeIn(workplace.city);
  return office
    ? {
        jobLocation: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            streetAddress: office.streetAddress,
            addressLocality: office.locality,
            addressRegion: office.region,
            postalCode: office.postalCode,
            addressCountry: 'IN',
          },
        },
      }
    : {};
}

/**
 * schema.org JobPosting for Google's job search: every property Google requires and
 * recommends that the job has. Office addresses come from the company identity; a salary
 * range that cannot be read for certain is left out rather than guessed.
 */
export function jobPostingJsonLd(job: Job) {
  const employmentType = EMPLOYMENT_TYPES[job.jobType];
  const salary = baseSalary(job.salaryRange);
  const experience = experienceRequirements(job.experience);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job.description),
    url: `${company.siteUrl}${jobPagePath(job)}`,
    identifier: { '@type': 'PropertyValue', name: company.name, value: String(job.id) },
    datePosted: job.postedAt,
    validThrough: closingMoment(job.closesOn),
    ...(employmentType ? { employmentType } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: company.name,
      sameAs: company.siteUrl,
      logo: `${company.siteUrl}/favicon.svg`,
    },
    ...location(job),
    ...(salary ? { baseSalary: salary } : {}),
    directApply: true,
    occupationalCategory: job.department,
    skills: job.skills.join(', '),
    ...(experience ? { experienceRequirements: experience } : {}),
  };
}

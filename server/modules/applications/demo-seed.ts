import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { defaultClosingDate, indiaDateOf } from '@vistaar/shared/lib/job-dates';
import { lockForSeeding } from '../../lib/seed-lock';
import { insertStoredFile } from '../files';
import { insertApplication } from './applications-repository';
import { applicantContactColumns, linkCandidate } from './candidate-link';
import { countJobs, DEMO_JOBS, insertJob } from '../careers';
import { resumePdf } from './resume-pdf';

interface DemoApplicant {
  /** Index into DEMO_JOBS, or null for a general application. */
  job: number | null;
  hoursAgo: number;
  firstName: string;
  lastName: string;
  phone: string;
  dob: string;
  gender: 'M' | 'F' | 'O';
  address: string;
  city: string;
  state: string;
  jobExperience: string;
  currentCTC: string;
  expectedCTC: string;
  currentEmployer: string;
  currentLocation: string;
  headline: string;
  summary: string;
  experience: string[];
  skills: string;
}

// Invented people; e-mail addresses use the reserved example.com domain.
const APPLICANTS: DemoApplicant[] = [
  {
    job: 0,
    hoursAgo: 5,
    firstName: 'Priya',
    lastName: 'Raghavan',
    phone: '9845012345',
    dob: '1992-03-14',
    gender: 'F',
    address: '14, 5th Cross, HSR Layout Sector 2',
    city: 'Bengaluru',
    state: 'Karnataka',
    jobExperience: '7',
    currentCTC: '21 LPA',
    expectedCTC: '27 LPA',
    currentEmployer: 'Northwind Retail Tech',
    currentLocation: 'Bengaluru',
    headline: 'Full stack developer - React, Node.js, PostgreSQL',
    summary:
      'Seven years building web platforms for retail and logistics clients. Led a team of four on an order management system handling 40,000 orders a day.',
    experience: [
      '2021-present: Senior Software Engineer, Northwind Retail Tech, Bengaluru. React and Node.js order management platform on AWS.',
      '2017-2021: Software Engineer, Kaveri Systems, Chennai. Built REST APIs and admin dashboards for logistics clients.',
    ],
    skills: 'TypeScript, React, Node.js, PostgreSQL, AWS, Docker, Jest',
  },
  {
    job: 2,
    hoursAgo: 20,
    firstName: 'Rohan',
    lastName: 'Kulkarni',
    phone: '9822098765',
    dob: '1994-08-02',
    gender: 'M',
    address: 'Flat 602, Sai Residency, Baner Road',
    city: 'Pune',
    state: 'Maharashtra',
    jobExperience: '4',
    currentCTC: '13 LPA',
    expectedCTC: '18 LPA',
    currentEmployer: 'Sahyadri Cloud Services',
    currentLocation: 'Pune',
    headline: 'DevOps engineer - AWS, Kubernetes, Terraform',
    summary:
      'Four years running Kubernetes platforms on AWS. Cut monthly cloud spend by 28% for a fintech client through right-sizing and spot instances.',
    experience: [
      '2022-present: DevOps Engineer, Sahyadri Cloud Services, Pune. EKS clusters, Terraform modules, GitHub Actions pipelines.',
      '2020-2022: System Administrator, Deccan Infotech, Pune. Linux servers, backups and monitoring with Zabbix.',
    ],
    skills: 'AWS, Kubernetes, Terraform, GitHub Actions, Prometheus, Grafana, Bash, Python',
  },
  {
    job: 3,
    hoursAgo: 30,
    firstName: 'Sana',
    lastName: 'Qureshi',
    phone: '9810234567',
    dob: '1998-11-21',
    gender: 'F',
    address: 'B-118, Lajpat Nagar II',
    city: 'New Delhi',
    state: 'Delhi',
    jobExperience: '2',
    currentCTC: '6.5 LPA',
    expectedCTC: '9 LPA',
    currentEmployer: 'Pixelcraft Studio',
    currentLocation: 'New Delhi',
    headline: 'UI/UX designer - Figma, design systems, user research',
    summary:
      'Product designer with two years of agency experience in ed-tech and healthcare apps. Built and maintain a 120-component Figma design system.',
    experience: [
      '2023-present: UI/UX Designer, Pixelcraft Studio, New Delhi. Mobile and web apps for ed-tech and clinic chains.',
      '2022-2023: Design Intern, Pixelcraft Studio. Usability tests and wireframes.',
    ],
    skills: 'Figma, Prototyping, Design systems, Usability testing, Accessibility (WCAG 2.2)',
  },
  {
    job: 6,
    hoursAgo: 52,
    firstName: 'Karthik',
    lastName: 'Reddy',
    phone: '7702345678',
    dob: '2001-05-09',
    gender: 'M',
    address: '2-3-45, Ameerpet',
    city: 'Hyderabad',
    state: 'Telangana',
    jobExperience: '0',
    currentCTC: '',
    expectedCTC: '4.2 LPA',
    currentEmployer: '',
    currentLocation: 'Hyderabad',
    headline: 'B.Com graduate - customer support and onboarding',
    summary:
      'Recent commerce graduate with a six-month internship in customer support. Fluent in English, Hindi and Telugu.',
    experience: [
      '2024: Customer Support Intern, Charminar Telecom, Hyderabad. Answered 60 chats a day and kept a 4.7/5 rating.',
    ],
    skills: 'Customer communication, Zendesk, Excel, English, Hindi, Telugu',
  },
  {
    job: null,
    hoursAgo: 75,
    firstName: 'Meera',
    lastName: 'Nair',
    phone: '9946123456',
    dob: '1996-01-30',
    gender: 'F',
    address: 'TC 12/450, Pattom',
    city: 'Thiruvananthapuram',
    state: 'Kerala',
    jobExperience: '5',
    currentCTC: '11 LPA',
    expectedCTC: '15 LPA',
    currentEmployer: 'Technopark Quality Labs',
    currentLocation: 'Thiruvananthapuram',
    headline: 'QA automation engineer - Selenium, Playwright, API testing',
    summary:
      'Five years testing banking and insurance web apps. Built a Playwright suite of 900 tests that runs in 12 minutes on every pull request.',
    experience: [
      '2021-present: Senior QA Engineer, Technopark Quality Labs. Playwright, REST Assured, Jenkins.',
      '2019-2021: QA Engineer, Malabar Softworks, Kochi. Manual and Selenium testing for insurance portals.',
    ],
    skills: 'Playwright, Selenium, Java, TypeScript, REST Assured, Jenkins, SQL',
  },
];

/**
 * Demo openings and a few applications with real PDF resumes, for an empty
 * embedded database only: nothing is added once any job exists.
 */
export async function seedCareersDemo(db: Kysely<Database>): Promise<boolean> {
  if ((await countJobs(db)) > 0) return false;
  const now = Date.now();
  return db.transaction().execute(async (trx) => {
    await lockForSeeding(trx, 'careers');
    if ((await countJobs(trx)) > 0) return false;
    const jobIds: number[] = [];
    for (const { postedDaysAgo, ...fields } of DEMO_JOBS) {
      const at = new Date(now - postedDaysAgo * 86_400_000).toISOString();
      const closesOn = defaultClosingDate(indiaDateOf(at));
      jobIds.push(await insertJob(trx, { ...fields, closesOn }, null, at));
    }
    for (const person of APPLICANTS) {
      const email = `${person.firstName}.${person.lastName}@example.com`.toLowerCase();
      const content = resumePdf({
        name: `${person.firstName} ${person.lastName}`,
        headline: person.headline,
        contact: `${email} | +91 ${person.phone} | ${person.city}, ${person.state}`,
        sections: [
          { heading: 'Summary', lines: [person.summary] },
          { heading: 'Experience', lines: person.experience },
          { heading: 'Skills', lines: [person.skills] },
        ],
      });
      const fileId = await insertStoredFile(trx, {
        purpose: 'resume',
        originalName: `${person.firstName}_${person.lastName}_Resume.pdf`,
        mediaType: 'application/pdf',
        content,
      });
      const createdAt = new Date(now - person.hoursAgo * 3_600_000).toISOString();
      const candidateId = await linkCandidate(
        trx,
        { ...person, email },
        {
          source: 'careers_site',
          keepForOtherRoles: false,
          at: createdAt,
        },
      );
      await insertApplication(trx, {
        job_id: person.job === null ? null : jobIds[person.job],
        ...applicantContactColumns({ ...person, email }),
        dob: person.dob,
        gender: person.gender,
        address: person.address,
        city: person.city,
        state: person.state,
        job_experience: person.jobExperience,
        current_ctc: person.currentCTC,
        expected_ctc: person.expectedCTC,
        current_employer: person.currentEmployer,
        current_location: person.currentLocation,
        resume_file_id: fileId,
        submission_hash: createHash('sha256').update(`demo:${email}`).digest('hex'),
        client_ip: null,
        created_at: createdAt,
        candidate_id: candidateId,
      });
    }
    return true;
  });
}

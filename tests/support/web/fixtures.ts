import type { ApplicationDetail } from '@/entities/application';
import type { Employee, EmployeeDetailsRecord } from '@/entities/employee';
import type { StaffJob } from '@/entities/job';
import type {
  MyApplication,
  TwoFactorEnrolment,
  VerificationCheck,
  VerificationOverview,
} from '@vistaar/shared/contract';
import { db } from './msw/db';

/** What a verified employee sees about themselves: an Active engineer with both e-mails. */
export const employeeDetailsRecord: EmployeeDetailsRecord = {
  ProfileImage: '',
  FirstName: 'Ravi',
  LastName: 'Kumar',
  Designation: 'Senior Developer',
  Department: 'Engineering',
  Status: 'Active',
  Grade: 'B2',
  DOB: '1990-05-15',
  Gender: 'Male',
  PhoneNumber: '9876543210',
  PersonalEmail: 'ravi@example.com',
  OfficialEmail: 'ravi.kumar@vistaarinfotech.in',
  JoiningDate: '2020-01-06',
  Salary: 1200000,
  EmploymentType: 'Full-time',
  TerminationDate: '',
};

/** An Active engineer's record as staff see it, with a photo; tests spread over it what they need. */
export const raviEmployee: Employee = {
  id: 7,
  employee_code: 'VI-007',
  full_name: 'Ravi Kumar',
  date_of_birth: '1990-05-15',
  gender: 'Male',
  phone_number: '9876543210',
  personal_email: 'ravi@example.com',
  official_email: 'ravi.kumar@vistaarinfotech.in',
  designation: 'Senior Developer',
  department: 'Engineering',
  joining_date: '2020-01-06',
  salary: 1200000,
  employment_type: 'Full-time',
  grade: 'B2',
  status: 'Active',
  termination_date: '',
  profile_image_url: 'http://localhost/api/files/photos/3?expires=1&signature=abc',
  created_at: '2020-01-06T09:00:00.000Z',
  updated_at: '2024-01-06T09:00:00.000Z',
};

/** An open job as staff see it, with no applications yet; tests spread over it what they need. */
export const seniorReactJob: StaffJob = {
  id: 7,
  title: 'Senior React Developer',
  department: 'Engineering',
  location: 'Delhi, India',
  jobType: 'Full-time',
  experience: '3-5 years',
  salaryRange: '18-24 LPA',
  skills: ['React', 'TypeScript'],
  description: 'Build the staff dashboards of our HR and learning products.',
  postedAt: '2026-01-05T09:30:00.000Z',
  updatedAt: '2026-01-05T09:30:00.000Z',
  isActive: true,
  closesOn: '2026-03-06',
  closedReason: null,
  applicationCount: 0,
  screeningQuestions: [],
  knockoutStageId: null,
};

/** A new authenticator secret as `POST /api/account/two-factor/setup` answers it. */
export const twoFactorEnrolment: TwoFactorEnrolment = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUrl:
    'otpauth://totp/Vistaar%20Infotech:hr%40vistaarinfotech.in?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Vistaar%20Infotech',
  qrDataUrl:
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
};

/** The recovery codes a confirmed set-up answers, once. */
export const recoveryCodes = [
  'k7m2q-9xd4h',
  'p3r8t-w6v1n',
  'b5c9f-h2j4l',
  'z8x1y-m3n7q',
  'd4g6k-s9t2w',
  'e1r5u-a8c3v',
  'f6h2j-q4w9x',
  'n7p1s-t5y8z',
  'u2v6b-g3k9m',
  'w8a4d-r1e7h',
];

/**
 * Ravi's sharing: one share of each standing (active, expired, revoked), their ledger newest
 * first, and one open error report. Tests take what they need.
 */
export const ravisSharing: VerificationOverview = {
  employeeName: 'Ravi Kumar',
  sharingSuspended: false,
  nominee: null,
  shares: [
    {
      id: 3,
      verificationId: 'VV-7K2M-Q9XD-4HTR',
      status: 'active',
      fields: ['employmentDates', 'designation'],
      verifierOrganisation: 'VerifyCo',
      verifierEmail: 'checks@verifyco.example.com',
      purpose: 'Background verification for Acme Software',
      createdAt: '2026-11-20T09:00:00.000Z',
      expiresAt: '2026-12-04T09:00:00.000Z',
      revokedAt: null,
      views: 2,
    },
    {
      id: 2,
      verificationId: 'VV-3PQR-8LMN-2WXY',
      status: 'expired',
      fields: ['employmentDates', 'salary'],
      verifierOrganisation: 'HomeLoans Bank',
      verifierEmail: 'kyc@homeloans.example.com',
      purpose: 'Home loan application',
      createdAt: '2026-09-01T09:00:00.000Z',
      expiresAt: '2026-09-08T09:00:00.000Z',
      revokedAt: null,
      views: 1,
    },
    {
      id: 1,
      verificationId: 'VV-9ABC-4DEF-6GHJ',
      status: 'revoked',
      fields: ['designation'],
      verifierOrganisation: 'Tenant Checks Ltd',
      verifierEmail: 'team@tenantchecks.example.com',
      purpose: 'Rental agreement',
      createdAt: '2026-08-10T09:00:00.000Z',
      expiresAt: '2026-09-09T09:00:00.000Z',
      revokedAt: '2026-08-11T09:00:00.000Z',
      views: 0,
    },
  ],
  ledger: [
    {
      id: 6,
      event: 'verifier-viewed',
      occurredAt: '2026-11-21T10:30:00.000Z',
      verificationId: 'VV-7K2M-Q9XD-4HTR',
      organisation: 'VerifyCo',
      actorEmail: 'checks@verifyco.example.com',
      clientIp: '203.0.113.7',
    },
    {
      id: 5,
      event: 'share-created',
      occurredAt: '2026-11-20T09:00:00.000Z',
      verificationId: 'VV-7K2M-Q9XD-4HTR',
      organisation: 'VerifyCo',
      actorEmail: null,
      clientIp: null,
    },
    {
      id: 4,
      event: 'expired',
      occurredAt: '2026-09-08T09:00:00.000Z',
      verificationId: 'VV-3PQR-8LMN-2WXY',
      organisation: 'HomeLoans Bank',
      actorEmail: null,
      clientIp: null,
    },
    {
      id: 3,
      event: 'revoked',
      occurredAt: '2026-08-11T09:00:00.000Z',
      verificationId: 'VV-9ABC-4DEF-6GHJ',
      organisation: 'Tenant Checks Ltd',
      actorEmail: null,
      clientIp: null,
    },
  ],
  errorReports: [
    {
      id: 1,
      description: 'My joining date is 6 January 2020, not 16 January.',
      createdAt: '2026-11-22T08:00:00.000Z',
      resolvedAt: null,
      resolutionNote: null,
    },
  ],
};

/** A verification ID the public check knows: genuine, issued by us, still active. */
export const activeVerificationCheck: VerificationCheck = {
  verificationId: 'VV-7K2M-Q9XD-4HTR',
  genuine: true,
  status: 'active',
  issuer: 'Vistaar Infotech',
  issuedAt: '2026-11-20T09:00:00.000Z',
  expiresAt: '2026-12-04T09:00:00.000Z',
};

/** An application as its applicant sees it on 'My application': under review, nothing asked yet. */
export const kavyasApplication = (): MyApplication => ({
  jobTitle: 'Senior React Developer',
  appliedAt: '2026-03-04T05:30:00.000Z',
  status: 'Under review',
  withdrawn: false,
  fields: {
    firstName: 'Kavya',
    lastName: 'Nair',
    email: 'kavya.nair@example.com',
    phone: '9845012345',
    dob: '1995-08-02',
    gender: 'Female',
    address: '12 Marine Drive',
    city: 'Kochi',
    state: 'Kerala',
    jobExperience: '3 years',
    currentCTC: '8 LPA',
    expectedCTC: '11 LPA',
    currentEmployer: 'Lakeside Software',
    currentLocation: 'Kochi',
    noticePeriod: '30 days, serving notice',
    cameFrom: 'Careers site',
    screeningAnswers: [{ question: 'Can you work from Pune?', answer: 'Yes' }],
  },
  resume: { fileName: 'kavya-nair-resume.pdf', mediaType: 'application/pdf', sizeBytes: 48_200 },
  sharedWith: [{ recipient: 'Hiring team of Vistaar Infotech', detail: '2 views' }],
  requests: [],
  erasureRequested: false,
  nominee: null,
});

/** What an application records besides the applicant's own details, as for one who applied on the site and gave none of it. */
export const candidateExtras = {
  currentCtcAmount: null,
  expectedCtcAmount: null,
  noticePeriod: null,
  noticeUntil: null,
  servingNotice: false,
  source: 'careers_site',
  sourceDetail: '',
  referrer: null,
  consentSource: null,
} as const satisfies Partial<ApplicationDetail>;

/**
 * An applicant from Pune for the applications desk's tests, in stage New; the test gives who
 * (id, job, name, e-mail, phone, job title, department, date) and anything else it looks at.
 */
export function puneApplication(
  who: Pick<
    ApplicationDetail,
    | 'id'
    | 'jobId'
    | 'fullName'
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'phone'
    | 'jobTitle'
    | 'department'
    | 'createdAt'
  > &
    Partial<ApplicationDetail>,
): ApplicationDetail {
  return {
    dob: '1996-03-14',
    gender: 'Female',
    location: 'Pune, India',
    jobExperience: '3',
    currentEmployer: 'Infosys',
    currentCTC: '8 LPA',
    expectedCTC: '12 LPA',
    fullAddress: '12 FC Road, Pune, Maharashtra',
    ...candidateExtras,
    address: '12 FC Road',
    city: 'Pune',
    state: 'Maharashtra',
    currentLocation: 'Pune',
    resumeUrl: `/api/career/applications/${who.id}/resume?expires=1&signature=old`,
    resumeFileName: 'cv.pdf',
    resumeSizeBytes: 52_000,
    keepForOtherRoles: false,
    stage: { id: 1, name: 'New', kind: 'open' },
    daysInStage: 3,
    rating: null,
    screeningAnswers: [],
    knockedOut: false,
    ...who,
  };
}

/** The job the pipeline board and applied-job tests hire for. */
export const boardJob = { id: 7, title: 'Senior React Developer' };

/** An application to `boardJob` in one of the mock database's stages; `overrides` set the rest. */
export function boardCandidate(
  id: number,
  fullName: string,
  stageId: number,
  overrides: Partial<ApplicationDetail> = {},
): ApplicationDetail {
  const stage = db.pipelineStages.find((item) => item.id === stageId)!;
  const [firstName, lastName] = fullName.split(' ');
  return {
    id,
    jobId: boardJob.id,
    fullName,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@example.in`,
    phone: '9811045200',
    dob: '1996-03-14',
    gender: 'Male',
    jobTitle: boardJob.title,
    department: 'Engineering',
    location: 'Pune, India',
    jobExperience: '3',
    currentEmployer: '',
    currentCTC: '',
    expectedCTC: '',
    fullAddress: '',
    ...candidateExtras,
    address: '',
    city: '',
    state: '',
    currentLocation: '',
    createdAt: `2026-04-0${id}T06:00:00.000Z`,
    resumeUrl: '',
    resumeFileName: 'cv.pdf',
    resumeSizeBytes: 1000,
    keepForOtherRoles: false,
    stage: { id: stage.id, name: stage.name, kind: stage.kind },
    daysInStage: 2,
    rating: null,
    screeningAnswers: [],
    knockedOut: false,
    ...overrides,
  };
}

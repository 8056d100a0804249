import { http } from 'msw';
import type { ApplicationDetail, ApplicationListItem } from '@/entities/application';
import { addDays, indiaDateOf, indiaToday } from '@vistaar/shared/lib/job-dates';
import { parseCtc } from '@vistaar/shared/lib/ctc';
import { NOTICE_PERIOD_DAYS, PIPELINE_BULK_MOVE_MAX } from '@vistaar/shared/config';
import {
  appliedRangeSchema,
  applicationSourceSchema,
  applicationsFilterMessages,
  applicationFiltersSchema,
  candidateMessages,
  manualCandidateSchema,
  resumeFileSchema,
} from '@vistaar/shared/validation';
import { db, nextId } from '../db';
import {
  HttpError,
  api,
  badRequest,
  listPage,
  matchesSearch,
  notFound,
  ok,
  staffAnswer,
  searchOf,
  validateWith,
} from '../answers';

const APPLICATION_NOT_FOUND = 'Application not found.';
const CANDIDATE_NOT_FOUND = 'Candidate not found.';
/** The server's answer to a query its schema refuses. */
const INVALID_QUERY = 'Some of the information sent is not valid.';

/** A fresh link, told apart from the one a list answer carries by its signature. */
export const freshResumeUrl = (id: number) =>
  `/api/career/applications/${id}/resume?expires=9&signature=fresh`;

/** A row of the staff list: the detail without the fields as submitted. */
const listItem = ({
  candidateId: _candidate,
  firstName: _first,
  lastName: _last,
  address: _address,
  city: _city,
  state: _state,
  currentLocation: _currentLocation,
  resumeFileName: _fileName,
  resumeSizeBytes: _size,
  keepForOtherRoles: _keep,
  referrer: _referrer,
  consentSource: _consentSource,
  ...item
}: ApplicationDetail): ApplicationListItem => item;

/** Name, e-mail, phone (spaces and dashes ignored) or job title, like the server's search. */
function matches(application: ApplicationDetail, search: string) {
  const phone = search.replace(/[\s-]/g, '');
  return (
    matchesSearch(search, [application.fullName, application.email, application.jobTitle]) ||
    (phone !== '' && application.phone.includes(phone))
  );
}

function findApplication(id: string | readonly string[] | undefined) {
  const application = db.applications.find((item) => item.id === Number(id));
  if (!application) throw notFound(APPLICATION_NOT_FOUND);
  return application;
}

/** The server refuses a malformed day or a range that ends before it starts. */
const validateRange = (range: { appliedFrom?: string; appliedTo?: string }) =>
  validateWith(appliedRangeSchema, range);

/** The applications the desk's search and filters match, newest first, like the server. */
async function matching(url: URL): Promise<ApplicationDetail[]> {
  const search = searchOf(url);
  const department = url.searchParams.get('department') ?? '';
  const location = url.searchParams.get('location') ?? '';
  const stage = url.searchParams.get('stage');
  const jobId = url.searchParams.get('jobId');
  const appliedFrom = url.searchParams.get('appliedFrom') ?? undefined;
  const appliedTo = url.searchParams.get('appliedTo') ?? undefined;
  await validateRange({ appliedFrom, appliedTo });
  const minRating = url.searchParams.get('minRating');
  const hasInterview = url.searchParams.get('hasInterview');
  // As the server's query schema: a whole number 1-4, and true or false.
  if (minRating !== null && !/^[1-4]$/.test(minRating)) {
    throw badRequest(INVALID_QUERY, { minRating: 'Invalid value: must be <= 4.' });
  }
  if (hasInterview !== null && hasInterview !== 'true' && hasInterview !== 'false') {
    throw badRequest(INVALID_QUERY, { hasInterview: 'Invalid value: must be boolean.' });
  }
  // The notice, CTC and source filters, checked by the server's schema.
  const numbers = await validateWith(applicationFiltersSchema, {
    maxNoticeDays: url.searchParams.get('maxNoticeDays') ?? undefined,
    minExpectedCtc: url.searchParams.get('minExpectedCtc') ?? undefined,
    maxExpectedCtc: url.searchParams.get('maxExpectedCtc') ?? undefined,
    source: url.searchParams.get('source') ?? undefined,
    overdue: url.searchParams.get('overdue') ?? undefined,
  });
  const interviewed = new Set(
    db.interviews
      .filter((interview) => interview.status === 'scheduled')
      .map((interview) => interview.applicationId),
  );
  return db.applications
    .filter((item) => matches(item, search))
    .filter((item) => !department || item.department === department)
    .filter((item) => !location || item.location === location)
    .filter((item) => stage === null || item.stage.id === Number(stage))
    .filter((item) => jobId === null || item.jobId === Number(jobId))
    .filter((item) => !appliedFrom || indiaDateOf(item.createdAt) >= appliedFrom)
    .filter((item) => !appliedTo || indiaDateOf(item.createdAt) <= appliedTo)
    .filter(
      (item) =>
        minRating === null || (item.rating !== null && item.rating.average >= Number(minRating)),
    )
    .filter(
      (item) => hasInterview === null || interviewed.has(item.id) === (hasInterview === 'true'),
    )
    .filter((item) => numbers.overdue === undefined || Boolean(item.overdue) === numbers.overdue)
    .filter(
      (item) => numbers.maxNoticeDays === undefined || joinsWithin(item, numbers.maxNoticeDays),
    )
    .filter(
      (item) =>
        numbers.minExpectedCtc === undefined ||
        (item.expectedCtcAmount !== null && item.expectedCtcAmount >= numbers.minExpectedCtc),
    )
    .filter(
      (item) =>
        numbers.maxExpectedCtc === undefined ||
        (item.expectedCtcAmount !== null && item.expectedCtcAmount <= numbers.maxExpectedCtc),
    )
    .filter((item) => !numbers.source || item.source === numbers.source)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

/** A fixed notice of at most `days`, or a last working day within `days` of today. */
function joinsWithin(item: ApplicationDetail, days: number) {
  const fixed = item.noticePeriod === null ? undefined : NOTICE_PERIOD_DAYS[item.noticePeriod];
  if (fixed !== undefined) return fixed <= days;
  return (
    item.noticePeriod === 'date' &&
    item.noticeUntil !== null &&
    item.noticeUntil <= addDays(indiaToday(), days)
  );
}

/** The referring employee, as the server finds them by code. */
function referrerOf(source: string, code: string): ApplicationDetail['referrer'] {
  if (source !== 'referral') return null;
  const employee = db.employees.find((item) => item.employee_code === code);
  if (!employee) {
    throw badRequest(candidateMessages.referrerUnknown, {
      referrerCode: candidateMessages.referrerUnknown,
    });
  }
  return { code: employee.employee_code, name: employee.full_name };
}

/** `features/applications`: the staff applications desk. */
export const applicationsHandlers = [
  http.post(
    api('/api/career/jobs/:id/candidates'),
    staffAnswer(async ({ request, params }) => {
      const body = await request.formData();
      const form = JSON.parse(String(body.get('formData') ?? '{}')) as Record<string, unknown>;
      const resume = body.get('formResume');
      const file = typeof resume === 'string' ? null : resume;
      const input = await validateWith(manualCandidateSchema, form);
      if (!file) throw badRequest('Resume is required', { formResume: 'Resume is required' });
      await resumeFileSchema.validate(file).catch((error: Error) => {
        throw new HttpError(415, error.message);
      });
      const job = db.jobs.find((item) => item.id === Number(params.id));
      if (!job) throw notFound('Job not found.');
      const id = nextId(db.applications);
      db.applications.push({
        id,
        jobId: job.id,
        fullName: `${input.firstName} ${input.lastName}`,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        dob: '',
        gender: '',
        jobTitle: job.title,
        department: job.department,
        location: job.location,
        jobExperience: input.jobExperience,
        currentEmployer: input.currentEmployer,
        currentCTC: input.currentCTC,
        expectedCTC: input.expectedCTC,
        currentCtcAmount: parseCtc(input.currentCTC),
        expectedCtcAmount: parseCtc(input.expectedCTC),
        noticePeriod: (input.noticePeriod || null) as ApplicationDetail['noticePeriod'],
        noticeUntil: input.noticePeriod === 'date' ? input.noticeUntil : null,
        servingNotice: input.servingNotice,
        source: input.source as ApplicationDetail['source'],
        sourceDetail: input.sourceDetail,
        referrer: referrerOf(input.source, input.referrerCode),
        consentSource: input.consentSource as ApplicationDetail['consentSource'],
        keepForOtherRoles: false,
        screeningAnswers: [],
        knockedOut: false,
        fullAddress: [input.city, input.state].filter(Boolean).join(', '),
        address: '',
        city: input.city,
        state: input.state,
        currentLocation: input.currentLocation,
        createdAt: new Date().toISOString(),
        resumeUrl: `/api/career/applications/${id}/resume?expires=9&signature=listed`,
        resumeFileName: file.name,
        resumeSizeBytes: file.size,
        stage: { id: 1, name: 'New', kind: 'open' },
        daysInStage: 0,
        rating: null,
      });
      return ok({ message: 'Candidate added', data: { id } }, { status: 201 });
    }),
  ),
  http.put(
    api('/api/career/applications/:id/source'),
    staffAnswer(async ({ request, params }) => {
      const application = findApplication(params.id);
      const input = await validateWith(applicationSourceSchema, await request.json());
      application.referrer = referrerOf(input.source, input.referrerCode);
      application.source = input.source as ApplicationDetail['source'];
      application.sourceDetail = input.sourceDetail;
      return ok({ message: 'Source saved' });
    }),
  ),
  http.get(
    api('/api/career/get-job-applications'),
    staffAnswer(async ({ request }) => {
      const url = new URL(request.url);
      return listPage(url, (await matching(url)).map(listItem));
    }),
  ),
  http.get(
    api('/api/career/applications/matching'),
    staffAnswer(async ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.has('page') || url.searchParams.has('limit')) {
        throw badRequest(INVALID_QUERY);
      }
      const found = await matching(url);
      if (found.length > PIPELINE_BULK_MOVE_MAX) {
        throw badRequest(applicationsFilterMessages.matchingTooMany);
      }
      return ok({
        data: found.map(({ id, fullName }) => ({ id, fullName })),
        total: found.length,
      });
    }),
  ),
  http.get(
    api('/api/career/applications/:id'),
    staffAnswer(({ params }) => {
      return ok({ data: findApplication(params.id) });
    }),
  ),
  http.get(
    api('/api/candidates/:id'),
    staffAnswer(({ params }) => {
      const candidate = db.candidates.find((item) => item.id === Number(params.id));
      if (!candidate) throw notFound(CANDIDATE_NOT_FOUND);
      return ok({ data: candidate });
    }),
  ),
  http.post(
    api('/api/candidates/:id/erase'),
    staffAnswer(({ params }) => {
      const candidate = db.candidates.find((item) => item.id === Number(params.id));
      if (!candidate) throw notFound(CANDIDATE_NOT_FOUND);
      db.candidates = db.candidates.filter((item) => item !== candidate);
      return ok({
        message: 'The candidate was erased.',
        data: { erasedApplications: candidate.applications.length },
      });
    }),
  ),
  http.get(
    api('/api/career/applications/:id/resume-link'),
    staffAnswer(({ params }) => {
      return ok({ data: { url: freshResumeUrl(findApplication(params.id).id) } });
    }),
  ),
];

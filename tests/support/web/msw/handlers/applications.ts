import { http } from 'msw';
import type { ApplicationDetail, ApplicationListItem } from '@/entities/application';
import { indiaDateOf } from '@vistaar/shared/lib/job-dates';
import { PIPELINE_BULK_MOVE_MAX } from '@vistaar/shared/config';
import { appliedRangeSchema, applicationsFilterMessages } from '@vistaar/shared/validation';
import { db } from '../db';
import {
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
/** The server's answer to a query its schema refuses. */
const INVALID_QUERY = 'Some of the information sent is not valid.';

/** A fresh link, told apart from the one a list answer carries by its signature. */
export const freshResumeUrl = (id: number) =>
  `/api/career/applications/${id}/resume?expires=9&signature=fresh`;

/** A row of the staff list: the detail without the fields as submitted. */
const listItem = ({
  firstName: _first,
  lastName: _last,
  address: _address,
  city: _city,
  state: _state,
  currentLocation: _currentLocation,
  resumeFileName: _fileName,
  resumeSizeBytes: _size,
  keepForOtherRoles: _keep,
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
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

/** `features/applications`: the staff applications desk. */
export const applicationsHandlers = [
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
    api('/api/career/applications/:id/resume-link'),
    staffAnswer(({ params }) => {
      return ok({ data: { url: freshResumeUrl(findApplication(params.id).id) } });
    }),
  ),
];

import { http } from 'msw';
import type { ApplicationDetail, ApplicationListItem } from '@/entities/application';
import { db } from '../db';
import { answer, api, notFound, ok, pageOf, requireStaff, searchOf } from '../answers';

const APPLICATION_NOT_FOUND = 'Application not found.';

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
  ...item
}: ApplicationDetail): ApplicationListItem => item;

/** Name, e-mail, phone (spaces and dashes ignored) or job title, like the server's search. */
function matches(application: ApplicationDetail, search: string) {
  if (!search) return true;
  const phone = search.replace(/[\s-]/g, '');
  return (
    application.fullName.toLowerCase().includes(search) ||
    application.email.toLowerCase().includes(search) ||
    (phone !== '' && application.phone.includes(phone)) ||
    application.jobTitle.toLowerCase().includes(search)
  );
}

function findApplication(id: string | readonly string[] | undefined) {
  const application = db.applications.find((item) => item.id === Number(id));
  if (!application) throw notFound(APPLICATION_NOT_FOUND);
  return application;
}

/** `features/applications`: the staff applications desk. */
export const applicationsHandlers = [
  http.get(
    api('/api/career/get-job-applications'),
    answer(({ request }) => {
      requireStaff(request);
      const url = new URL(request.url);
      const paging = pageOf(url, 25);
      const search = searchOf(url);
      const department = url.searchParams.get('department') ?? '';
      const location = url.searchParams.get('location') ?? '';
      const found = db.applications
        .filter((item) => matches(item, search))
        .filter((item) => !department || item.department === department)
        .filter((item) => !location || item.location === location)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
      return ok({ data: paging.slice(found).map(listItem), total: found.length });
    }),
  ),
  http.get(
    api('/api/career/applications/:id'),
    answer(({ request, params }) => {
      requireStaff(request);
      return ok({ data: findApplication(params.id) });
    }),
  ),
  http.get(
    api('/api/career/applications/:id/resume-link'),
    answer(({ request, params }) => {
      requireStaff(request);
      return ok({ data: { url: freshResumeUrl(findApplication(params.id).id) } });
    }),
  ),
];

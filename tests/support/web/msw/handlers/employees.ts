import { http, HttpResponse } from 'msw';
import type { Employee } from '@/entities/employee';
import {
  employeeMessages,
  employeeSchema,
  otpRequestSchema,
  otpVerifySchema,
  verificationMessages,
} from '@vistaar/shared/validation';
import { SENT_OTP, db, nextId } from '../db';
import {
  answer,
  api,
  badRequest,
  conflict,
  notFound,
  ok,
  listPage,
  matchesSearch,
  staffAnswer,
  searchOf,
  validateWith,
} from '../answers';

const EMPLOYEE_NOT_FOUND = 'Employee not found.';
const APPLICATION_NOT_FOUND = 'Application not found.';
const NOT_HIRED =
  'Only a hired candidate becomes an employee: move the application to Hired first.';
const ALREADY_AN_EMPLOYEE = 'An employee record was already made from this application.';

/** The draft of a hired application (404 unknown, 409 not hired: as the server answers). */
function hiredDraft(id: string | readonly string[] | undefined) {
  const applicationId = Number(id);
  const draft = db.employeeDrafts.find((item) => item.applicationId === applicationId);
  if (draft) {
    return { ...draft, employeeId: db.employeesFromApplications.get(applicationId) ?? null };
  }
  if (db.applications.some((item) => item.id === applicationId)) throw conflict(NOT_HIRED);
  throw notFound(APPLICATION_NOT_FOUND);
}
export const NO_MATCH = 'No employee matches that employee code and date of birth.';
export const OTP_TTL_SECONDS = 600;
export const RESEND_AFTER_SECONDS = 60;
const OTP_ATTEMPTS = 5;

function findEmployee(id: string | readonly string[] | undefined) {
  const employee = db.employees.find((item) => item.id === Number(id));
  if (!employee) throw notFound(EMPLOYEE_NOT_FOUND);
  return employee;
}

/** JSON, or multipart with the same fields (and an optional `profile_image` the mock keeps no copy of). */
async function employeeFields(request: Request, id?: number) {
  const multipart = request.headers.get('content-type')?.startsWith('multipart/form-data');
  const body: Record<string, unknown> = multipart
    ? Object.fromEntries(
        [...(await request.formData()).entries()].filter(([, value]) => typeof value === 'string'),
      )
    : ((await request.json()) as Record<string, unknown>);
  const { remove_profile_image: _remove, ...fields } = body;
  const input = await validateWith(employeeSchema, fields);
  if (db.employees.some((item) => item.employee_code === input.employee_code && item.id !== id)) {
    throw conflict(employeeMessages.codeTaken, { employee_code: employeeMessages.codeTaken });
  }
  return { ...input, salary: Number(input.salary) } as Omit<
    Employee,
    'id' | 'profile_image_url' | 'created_at' | 'updated_at'
  >;
}

function tooMany(message: string, retryAfterSeconds: number) {
  return HttpResponse.json(
    { success: false, message, data: { retryAfterSeconds } },
    { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
  );
}

/** `features/employees`: the staff employee register and the employees' own verification. */
export const employeesHandlers = [
  http.get(
    api('/api/employees'),
    staffAnswer(({ request }) => {
      const url = new URL(request.url);
      const search = searchOf(url);
      const found = db.employees.filter((employee) =>
        matchesSearch(search, [employee.employee_code, employee.full_name]),
      );
      return listPage(
        url,
        found.sort((a, b) => a.id - b.id),
      );
    }),
  ),
  http.post(
    api('/api/employees'),
    staffAnswer(async ({ request }) => {
      const now = new Date().toISOString();
      const employee: Employee = {
        id: nextId(db.employees),
        ...(await employeeFields(request)),
        profile_image_url: null,
        created_at: now,
        updated_at: now,
      };
      db.employees.push(employee);
      return ok({ message: 'Employee added successfully', data: employee }, { status: 201 });
    }),
  ),
  http.get(
    api('/api/career/hired-without-employee'),
    staffAnswer(() =>
      ok({
        data: db.hiredCandidates.filter(
          (item) => !db.employeesFromApplications.has(item.applicationId),
        ),
      }),
    ),
  ),
  http.get(
    api('/api/career/applications/:id/employee-draft'),
    staffAnswer(({ params }) => ok({ data: hiredDraft(params.id) })),
  ),
  http.post(
    api('/api/career/applications/:id/employee'),
    staffAnswer(async ({ request, params }) => {
      const draft = hiredDraft(params.id);
      const fields = await employeeFields(request);
      if (draft.employeeId !== null) throw conflict(ALREADY_AN_EMPLOYEE);
      const now = new Date().toISOString();
      const employee: Employee = {
        id: nextId(db.employees),
        ...fields,
        profile_image_url: null,
        created_at: now,
        updated_at: now,
      };
      db.employees.push(employee);
      db.employeesFromApplications.set(draft.applicationId, employee.id);
      return ok({ message: 'Employee added successfully', data: employee }, { status: 201 });
    }),
  ),
  http.put(
    api('/api/employees/:id'),
    staffAnswer(async ({ request, params }) => {
      const employee = findEmployee(params.id);
      Object.assign(employee, await employeeFields(request, employee.id), {
        updated_at: new Date().toISOString(),
      });
      return ok({ message: 'Employee updated successfully', data: employee });
    }),
  ),
  http.delete(
    api('/api/employees/:id'),
    staffAnswer(({ params }) => {
      const employee = findEmployee(params.id);
      db.employees = db.employees.filter((item) => item !== employee);
      return ok({ message: 'Employee deleted successfully' });
    }),
  ),
  http.post(
    api('/api/career/init-otp'),
    answer(async ({ request }) => {
      const { employeeCode, dob, noticeVersion } = await validateWith(
        otpRequestSchema,
        await request.json(),
      );
      const employee = db.verifiableEmployees.find(
        (item) => item.employeeCode === employeeCode && item.dob === dob,
      );
      if (!employee)
        return HttpResponse.json({ success: false, message: NO_MATCH }, { status: 404 });
      const previous = db.otpChallenges.get(employeeCode);
      const waited = previous ? (Date.now() - previous.sentAt) / 1000 : Infinity;
      if (waited < RESEND_AFTER_SECONDS) {
        const seconds = Math.ceil(RESEND_AFTER_SECONDS - waited);
        return tooMany(`Please wait ${seconds} seconds before requesting another code.`, seconds);
      }
      db.otpChallenges.set(employeeCode, {
        sentAt: Date.now(),
        attemptsLeft: OTP_ATTEMPTS,
        noticeVersion,
      });
      return ok({
        message: `Code sent to ${employee.destination}`,
        data: {
          destination: employee.destination,
          expiresInSeconds: OTP_TTL_SECONDS,
          resendAfterSeconds: RESEND_AFTER_SECONDS,
        },
      });
    }),
  ),
  http.post(
    api('/api/career/verify-otp'),
    answer(async ({ request }) => {
      const { employeeCode, otp } = await validateWith(otpVerifySchema, await request.json());
      if (!/^\d{6}$/.test(otp)) {
        throw badRequest(verificationMessages.otpInvalid, { otp: verificationMessages.otpInvalid });
      }
      const challenge = db.otpChallenges.get(employeeCode);
      if (!challenge) throw badRequest('Please request a new code.');
      if (Date.now() - challenge.sentAt > OTP_TTL_SECONDS * 1000) {
        throw badRequest('This code has expired. Please request a new one.');
      }
      if (otp !== SENT_OTP) {
        challenge.attemptsLeft -= 1;
        if (challenge.attemptsLeft === 0) {
          db.otpChallenges.delete(employeeCode);
          return tooMany('Too many wrong attempts. Please request a new code.', 60);
        }
        const left = challenge.attemptsLeft;
        throw badRequest(
          `The code is not correct. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
        );
      }
      db.otpChallenges.delete(employeeCode);
      // The server opens the employee's sharing session (a cookie) with the right code.
      db.employeeVerified = true;
      const employee = db.verifiableEmployees.find((item) => item.employeeCode === employeeCode);
      return ok({ data: employee?.record }, { headers: { 'Cache-Control': 'no-store' } });
    }),
  ),
];

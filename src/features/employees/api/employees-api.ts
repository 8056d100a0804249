import { baseApi, type ApiEnvelope, type AppDispatch } from '@/shared/api';
import { gridQueryFrom } from '@/shared/lib/grid-url-state';
import type { EmployeePayload, OtpRequest, OtpVerifyRequest } from '@vistaar/shared/validation';
import type {
  EmployeeDraft,
  HiredCandidate,
  VerificationCodeSent as VerificationCodeData,
} from '@vistaar/shared/contract';
import type { Employee, EmployeeDetailsRecord } from '@/entities/employee';

interface EmployeeListParams {
  /** 1-based. */
  page: number;
  limit: number;
  /** Matches code and name; empty for everyone. */
  search: string;
}

interface EmployeeList {
  items: Employee[];
  total: number;
}

/** JSON, or multipart (`FormData` with the same fields plus the `profile_image` file). */
export type EmployeeBody = EmployeePayload | FormData;

/** What the dialog shows after a code went out: the server's message and where it went. */
export type VerificationCodeSent = VerificationCodeData & { message: string };

const LIST_TAG = { type: 'Employee', id: 'LIST' } as const;

const employeesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEmployees: build.query<EmployeeList, EmployeeListParams>({
      query: ({ page, limit, search }) => ({
        url: '/api/employees',
        params: { page, limit, ...(search.trim() ? { search: search.trim() } : {}) },
      }),
      transformResponse: (response: ApiEnvelope<Employee[]>) => ({
        items: response.data ?? [],
        total: response.total ?? 0,
      }),
      providesTags: (result) => [
        LIST_TAG,
        ...(result?.items ?? []).map((employee) => ({
          type: 'Employee' as const,
          id: employee.id,
        })),
      ],
    }),
    addEmployee: build.mutation<ApiEnvelope<Employee>, EmployeeBody>({
      query: (body) => ({ url: '/api/employees', method: 'POST', body }),
      // A new record changes which employees the lists hold.
      invalidatesTags: [LIST_TAG],
    }),
    updateEmployee: build.mutation<ApiEnvelope<Employee>, { id: number; body: EmployeeBody }>({
      query: ({ id, body }) => ({ url: `/api/employees/${id}`, method: 'PUT', body }),
      // The record itself, and the lists, since a new code or name changes what a search matches.
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Employee', id }, LIST_TAG],
    }),
    deleteEmployee: build.mutation<ApiEnvelope, number>({
      query: (id) => ({ url: `/api/employees/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Employee', id }, LIST_TAG],
    }),
    /** Hired candidates waiting for their record; a new record may be one of them. */
    getHiredWithoutEmployee: build.query<HiredCandidate[], void>({
      query: () => '/api/career/hired-without-employee',
      transformResponse: (response: ApiEnvelope<HiredCandidate[]>) => response.data ?? [],
      providesTags: [LIST_TAG, { type: 'Application', id: 'LIST' }],
    }),
    /** A hired candidate's record as the application tells it, to complete. */
    getEmployeeDraft: build.query<EmployeeDraft, number>({
      query: (applicationId) => `/api/career/applications/${applicationId}/employee-draft`,
      transformResponse: (response: ApiEnvelope<EmployeeDraft>) => response.data as EmployeeDraft,
      providesTags: (_result, _error, applicationId) => [
        { type: 'Application', id: applicationId },
      ],
    }),
    addEmployeeFromApplication: build.mutation<
      ApiEnvelope<Employee>,
      { applicationId: number; body: EmployeeBody }
    >({
      query: ({ applicationId, body }) => ({
        url: `/api/career/applications/${applicationId}/employee`,
        method: 'POST',
        body,
      }),
      // The register gains the record, and the application now has one.
      invalidatesTags: (_result, _error, { applicationId }) => [
        LIST_TAG,
        { type: 'Application', id: applicationId },
      ],
    }),
    requestVerificationCode: build.mutation<VerificationCodeSent, OtpRequest>({
      query: (body) => ({ url: '/api/career/init-otp', method: 'POST', body }),
      transformResponse: (response: ApiEnvelope<VerificationCodeData>) => ({
        message: response.message ?? '',
        destination: response.data?.destination ?? '',
        expiresInSeconds: response.data?.expiresInSeconds ?? 0,
        resendAfterSeconds: response.data?.resendAfterSeconds ?? 0,
      }),
    }),
    verifyVerificationCode: build.mutation<EmployeeDetailsRecord, OtpVerifyRequest>({
      query: (body) => ({ url: '/api/career/verify-otp', method: 'POST', body }),
      transformResponse: (response: ApiEnvelope<EmployeeDetailsRecord>) =>
        response.data as EmployeeDetailsRecord,
    }),
  }),
});

export const {
  useGetEmployeesQuery,
  useAddEmployeeMutation,
  useUpdateEmployeeMutation,
  useDeleteEmployeeMutation,
  useGetHiredWithoutEmployeeQuery,
  useGetEmployeeDraftQuery,
  useAddEmployeeFromApplicationMutation,
  useRequestVerificationCodeMutation,
  useVerifyVerificationCodeMutation,
} = employeesApi;

/** The employee list's page sizes, and the one a link without `?pageSize=` gets. */
export const EMPLOYEE_GRID = { pageSizes: [10, 25, 50, 100], defaultPageSize: 25 };

/**
 * Sends the employee list's first requests for a link (`?page=2&search=ravi`) with the
 * arguments its grid will use, so they are on their way while the screen renders.
 */
export function startEmployeeListRequests(dispatch: AppDispatch, url: URL): void {
  const grid = gridQueryFrom(url.searchParams, EMPLOYEE_GRID);
  const once = { subscribe: false } as const;
  dispatch(
    employeesApi.endpoints.getEmployees.initiate(
      { page: grid.page, limit: grid.pageSize, search: grid.search },
      once,
    ),
  );
  dispatch(employeesApi.endpoints.getHiredWithoutEmployee.initiate(undefined, once));
}

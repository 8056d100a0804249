import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import type { FastifyRequest } from 'fastify';
import { employeeRecordSchema } from '@vistaar/shared/contract';
import { employeePayloadSchema } from '@vistaar/shared/validation/employee-schema';
import {
  dataEnvelopeSchema,
  messageEnvelopeSchema,
  pageEnvelopeSchema,
  standardErrorResponses,
} from '../../lib/envelope';
import { found } from '../../lib/http-error';
import { auditedSearch } from '../../lib/audit';
import { auditActor, EMPLOYEE_RECORDS, recordRead, signedInStaff } from '../auth';
import { findEmployeeById, listEmployees } from './employee-repository';
import { employeeIdParamsSchema, employeeListQuerySchema } from './employee-schemas';
import {
  EMPLOYEE_NOT_FOUND,
  changeEmployee,
  createEmployee,
  deleteEmployee,
  unlockVerification,
} from './employee-service';
import { employeeColumns, toEmployeeView } from './employee-view';
import { readEmployeeForm, uploadedPhoto } from './photo-upload';

const employeeEnvelope = dataEnvelopeSchema(employeeRecordSchema);
const tags = ['Employees'];

/** The employee register: staff only. */
export const employeeRoutes: AppPluginAsync = async (app) => {
  const db = app.database.db;
  // Photo links are made for the member asking, so loading one is logged as their read.
  const view = (row: Parameters<typeof toEmployeeView>[0], request: FastifyRequest) =>
    toEmployeeView(row, app.linkSigner, signedInStaff(request).id);

  app.get(
    '/api/employees',
    {
      config: { roles: EMPLOYEE_RECORDS },
      schema: {
        tags,
        summary: 'Employees, searched by code or name',
        querystring: employeeListQuerySchema,
        response: { 200: pageEnvelopeSchema(employeeRecordSchema), ...standardErrorResponses },
      },
    },
    async (request) => {
      const { rows, total } = await listEmployees(db, request.query);
      // Every read of employee records is on the audit trail (DPDP: access is logged).
      await recordRead(db, request, 'employee', null, 'employee.list-viewed', {
        ...auditedSearch(request.query, ['search']),
        ids: rows.map((row) => row.id),
      });
      return { success: true, data: rows.map((row) => view(row, request)), total };
    },
  );

  app.get(
    '/api/employees/:id',
    {
      config: { roles: EMPLOYEE_RECORDS },
      schema: {
        tags,
        summary: 'One employee',
        params: employeeIdParamsSchema,
        response: { 200: employeeEnvelope, ...standardErrorResponses },
      },
    },
    async (request) => {
      const row = found(await findEmployeeById(db, request.params.id), EMPLOYEE_NOT_FOUND);
      await recordRead(db, request, 'employee', row.id, 'employee.viewed');
      return { success: true, data: view(row, request) };
    },
  );

  app.post(
    '/api/employees',
    {
      config: { roles: EMPLOYEE_RECORDS },
      preValidation: readEmployeeForm,
      schema: {
        tags,
        summary: 'Add an employee (JSON, or multipart with an optional profile_image)',
        body: employeePayloadSchema,
        response: { 201: employeeEnvelope, ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      const row = await createEmployee(db, auditActor(request), {
        columns: employeeColumns(request.body),
        photo: uploadedPhoto(request),
      });
      request.log.info({ event: 'employee.created', employeeId: row.id }, 'employee added');
      return reply
        .status(201)
        .send({ success: true, message: 'Employee added successfully', data: view(row, request) });
    },
  );

  app.put(
    '/api/employees/:id',
    {
      config: { roles: EMPLOYEE_RECORDS },
      preValidation: readEmployeeForm,
      schema: {
        tags,
        summary: 'Change an employee; without a new profile_image the photo stays',
        params: employeeIdParamsSchema,
        body: employeePayloadSchema,
        response: { 200: employeeEnvelope, ...standardErrorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = await changeEmployee(db, auditActor(request), id, {
        columns: employeeColumns(request.body),
        photo: uploadedPhoto(request),
        removePhoto: request.body.remove_profile_image === true,
      });
      request.log.info({ event: 'employee.updated', employeeId: id }, 'employee updated');
      return {
        success: true,
        message: 'Employee updated successfully',
        data: view(row, request),
      };
    },
  );

  app.delete(
    '/api/employees/:id',
    {
      config: { roles: EMPLOYEE_RECORDS },
      schema: {
        tags,
        summary: 'Delete an employee with their photo and verification codes',
        params: employeeIdParamsSchema,
        response: { 200: messageEnvelopeSchema, ...standardErrorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await deleteEmployee(db, auditActor(request), id);
      request.log.info({ event: 'employee.deleted', employeeId: id }, 'employee deleted');
      return { success: true, message: 'Employee deleted successfully' };
    },
  );

  app.post(
    '/api/employees/:id/verification-unlock',
    {
      config: { roles: EMPLOYEE_RECORDS },
      schema: {
        tags,
        summary: "Clear an employee's wrong-code count and lock, after checking with them",
        params: employeeIdParamsSchema,
        response: { 200: messageEnvelopeSchema, ...standardErrorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await unlockVerification(db, auditActor(request), id);
      request.log.info({ event: 'employee.verification_unlocked', employeeId: id }, 'unlocked');
      return { success: true, message: 'Verification unlocked' };
    },
  );
};

import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import {
  employeeDraftSchema,
  employeeRecordSchema,
  hiredCandidateSchema,
} from '@vistaar/shared/contract';
import { employeePayloadSchema } from '@vistaar/shared/validation/employee-schema';
import { dataEnvelopeSchema, standardErrorResponses } from '../../lib/envelope';
import { auditActor, EMPLOYEE_RECORDS, recordRead, signedInStaff } from '../auth';
import {
  createEmployee,
  employeeColumns,
  readEmployeeForm,
  toEmployeeView,
  uploadedPhoto,
} from '../employees';
import { employeeDraft, hiredApplicationSource } from './hire-service';
import { listHiredWithoutEmployee } from './hires-repository';
import { idParamsSchema } from './pipeline-schemas';
import { toHiredCandidate } from './pipeline-views';

const tags = ['Pipeline'];
const config = { roles: EMPLOYEE_RECORDS };
/** A short list to work through, not a register: the longest waiting come first. */
const HIRED_LIST_LIMIT = 50;

/** Hire to employee: a hired candidate's application becomes an employee record, no retyping. */
export const hireRoutes: AppPluginAsync = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/career/hired-without-employee',
    {
      config,
      schema: {
        tags,
        summary:
          'Hired candidates whose employee record is not made yet, the longest waiting first',
        response: {
          200: dataEnvelopeSchema({ type: 'array', items: hiredCandidateSchema } as const),
          ...standardErrorResponses,
        },
      },
    },
    async (request) => {
      const rows = await listHiredWithoutEmployee(db, HIRED_LIST_LIMIT);
      await recordRead(db, request, 'application', null, 'application.hired-list-viewed', {
        count: rows.length,
      });
      return {
        success: true,
        data: rows.map(toHiredCandidate),
      };
    },
  );

  app.get(
    '/api/career/applications/:id/employee-draft',
    {
      config,
      schema: {
        tags,
        summary: "A hired candidate's employee record as the application tells it, to complete",
        params: idParamsSchema,
        response: { 200: dataEnvelopeSchema(employeeDraftSchema), ...standardErrorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const draft = await employeeDraft(db, id);
      await recordRead(db, request, 'application', id, 'application.employee-draft-viewed');
      return { success: true, data: draft };
    },
  );

  app.post(
    '/api/career/applications/:id/employee',
    {
      config,
      preValidation: readEmployeeForm,
      schema: {
        tags,
        summary:
          "Add the employee record of a hired candidate's application (JSON, or multipart with an optional profile_image)",
        params: idParamsSchema,
        body: employeePayloadSchema,
        response: { 201: dataEnvelopeSchema(employeeRecordSchema), ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const row = await createEmployee(db, auditActor(request), {
        columns: employeeColumns(request.body),
        photo: uploadedPhoto(request),
        source: hiredApplicationSource(id),
      });
      request.log.info(
        { event: 'employee.created_from_application', employeeId: row.id, applicationId: id },
        'employee added from a hired application',
      );
      return reply.status(201).send({
        success: true,
        message: 'Employee added successfully',
        data: toEmployeeView(row, app.linkSigner, signedInStaff(request).id),
      });
    },
  );
};

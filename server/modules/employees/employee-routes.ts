import type { FastifyInstance, FastifyRequest } from 'fastify';
import { employeeMessages, employeeSchema } from '../../../src/shared/validation/employee-schema';
import { recordAudit } from '../../lib/audit';
import { messageEnvelopeSchema, standardErrorResponses } from '../../lib/envelope';
import { conflict, notFound } from '../../lib/http-error';
import { validateWith } from '../../lib/yup-errors';
import { insertStoredFile } from '../files/file-storage';
import {
  createEmployeeRepository,
  deletePhoto,
  isUniqueViolation,
  type EmployeeRow,
} from './employee-repository';
import {
  employeeBodySchema,
  employeeEnvelope,
  employeeIdParamsSchema,
  employeeListEnvelope,
  employeeListQuerySchema,
} from './employee-schemas';
import { changedFields, toEmployeeColumns, toEmployeeView } from './employee-view';
import { photoRoutes } from './photo-routes';
import { readEmployeeForm, uploadedPhoto } from './photo-upload';

type EmployeeBody = Record<string, unknown> & { remove_profile_image?: boolean };
type IdParams = { id: number };

const EMPLOYEE_NOT_FOUND = 'Employee not found.';

function codeTaken() {
  return conflict(employeeMessages.codeTaken, { employee_code: employeeMessages.codeTaken });
}

/** The employee's fields; the photo flag is not one of them. */
function formInput(body: EmployeeBody | undefined): Record<string, unknown> {
  const { remove_profile_image: _remove, ...input } = body ?? {};
  return input;
}

async function storePhoto(
  trx: Parameters<typeof insertStoredFile>[0],
  request: FastifyRequest,
): Promise<number | null> {
  const photo = uploadedPhoto(request);
  return photo ? insertStoredFile(trx, { purpose: 'photo', ...photo }) : null;
}

export async function employeeRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const repo = createEmployeeRepository(db);
  const view = (row: EmployeeRow) => toEmployeeView(row, app.linkSigner);
  const writeOptions = {
    // onRequest, so an anonymous caller is refused before any upload is read or validated.
    onRequest: app.requireStaff,
    preValidation: readEmployeeForm,
  };
  const tags = ['Employees'];
  const security = [{ bearerAuth: [] }];

  await app.register(photoRoutes);

  app.get<{ Querystring: { page: number; limit: number; search: string } }>(
    '/api/employees',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        security,
        summary: 'Employees, searched by code or name',
        querystring: employeeListQuerySchema,
        response: { 200: employeeListEnvelope, ...standardErrorResponses },
      },
    },
    async (request) => {
      const { rows, total } = await repo.list(request.query);
      return { success: true, data: rows.map(view), total };
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/employees/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        security,
        summary: 'One employee',
        params: employeeIdParamsSchema,
        response: { 200: employeeEnvelope, ...standardErrorResponses },
      },
    },
    async (request) => {
      const row = await repo.findById(request.params.id);
      if (!row) throw notFound(EMPLOYEE_NOT_FOUND);
      return { success: true, data: view(row) };
    },
  );

  app.post<{ Body: EmployeeBody }>(
    '/api/employees',
    {
      ...writeOptions,
      schema: {
        tags,
        security,
        summary: 'Add an employee (JSON, or multipart with an optional profile_image)',
        body: employeeBodySchema,
        response: { 201: employeeEnvelope, ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      const columns = toEmployeeColumns(
        await validateWith(employeeSchema, formInput(request.body)),
      );
      const row = await db
        .transaction()
        .execute(async (trx) => {
          if (await repo.codeTaken(trx, columns.employee_code)) throw codeTaken();
          const photoId = await storePhoto(trx, request);
          const created = await repo.insert(trx, { ...columns, photo_file_id: photoId });
          await recordAudit(trx, {
            staffId: request.staff!.id,
            action: 'employee.created',
            entity: 'employee',
            entityId: created.id,
            details: { employee_code: created.employee_code, photo: photoId !== null },
            requestId: request.id,
          });
          return created;
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? codeTaken() : error;
        });
      request.log.info({ event: 'employee.created', employeeId: row.id }, 'employee added');
      return reply
        .status(201)
        .send({ success: true, message: 'Employee added successfully', data: view(row) });
    },
  );

  app.put<{ Params: IdParams; Body: EmployeeBody }>(
    '/api/employees/:id',
    {
      ...writeOptions,
      schema: {
        tags,
        security,
        summary: 'Change an employee; without a new profile_image the photo stays',
        params: employeeIdParamsSchema,
        body: employeeBodySchema,
        response: { 200: employeeEnvelope, ...standardErrorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const columns = toEmployeeColumns(
        await validateWith(employeeSchema, formInput(request.body)),
      );
      const removePhoto = request.body?.remove_profile_image === true;
      const row = await db
        .transaction()
        .execute(async (trx) => {
          const before = await repo.findById(id, trx);
          if (!before) throw notFound(EMPLOYEE_NOT_FOUND);
          if (await repo.codeTaken(trx, columns.employee_code, id)) throw codeTaken();
          const newPhotoId = await storePhoto(trx, request);
          const photoChanged =
            newPhotoId !== null || (removePhoto && before.photo_file_id !== null);
          const photoId = newPhotoId ?? (removePhoto ? null : before.photo_file_id);
          const updated = await repo.update(trx, id, { ...columns, photo_file_id: photoId });
          if (photoChanged && before.photo_file_id !== null) {
            await deletePhoto(trx, before.photo_file_id);
          }
          const changed = changedFields(before, columns);
          if (photoChanged) changed.push('profile_image');
          await recordAudit(trx, {
            staffId: request.staff!.id,
            action: 'employee.updated',
            entity: 'employee',
            entityId: id,
            details: { employee_code: updated.employee_code, changed },
            requestId: request.id,
          });
          return updated;
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? codeTaken() : error;
        });
      request.log.info({ event: 'employee.updated', employeeId: id }, 'employee updated');
      return { success: true, message: 'Employee updated successfully', data: view(row) };
    },
  );

  app.delete<{ Params: IdParams }>(
    '/api/employees/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        security,
        summary: 'Delete an employee with their photo and verification codes',
        params: employeeIdParamsSchema,
        response: { 200: messageEnvelopeSchema, ...standardErrorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await db.transaction().execute(async (trx) => {
        const employee = await repo.findById(id, trx);
        if (!employee) throw notFound(EMPLOYEE_NOT_FOUND);
        await repo.remove(trx, employee);
        await recordAudit(trx, {
          staffId: request.staff!.id,
          action: 'employee.deleted',
          entity: 'employee',
          entityId: id,
          details: { employee_code: employee.employee_code },
          requestId: request.id,
        });
      });
      request.log.info({ event: 'employee.deleted', employeeId: id }, 'employee deleted');
      return { success: true, message: 'Employee deleted successfully' };
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/employees/:id/verification-unlock',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        security,
        summary: "Clear an employee's wrong-code count and lock, after checking with them",
        params: employeeIdParamsSchema,
        response: { 200: messageEnvelopeSchema, ...standardErrorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('employees')
          .set({ otp_failures: 0, otp_locked_until: null })
          .where('id', '=', id)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) throw notFound(EMPLOYEE_NOT_FOUND);
        await recordAudit(trx, {
          staffId: request.staff!.id,
          action: 'employee.verification_unlocked',
          entity: 'employee',
          entityId: id,
          requestId: request.id,
        });
      });
      request.log.info({ event: 'employee.verification_unlocked', employeeId: id }, 'unlocked');
      return { success: true, message: 'Verification unlocked' };
    },
  );
}

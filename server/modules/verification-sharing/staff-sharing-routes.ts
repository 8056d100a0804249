import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import type { FastifyRequest } from 'fastify';
import { verificationOverviewSchema } from '@vistaar/shared/contract';
import { errorResolutionSchema } from '@vistaar/shared/validation/verification-share-schema';
import {
  dataEnvelopeSchema,
  messageEnvelopeSchema,
  standardErrorResponses,
} from '../../lib/envelope';
import { auditActor, EMPLOYEE_RECORDS, recordRead, signedInStaff } from '../auth';
import { sharingOverview } from './share-service';
import {
  employeeOrFail,
  resolveReport,
  setSuspended,
  type StaffActor,
} from './staff-sharing-service';
import { sharingDeps } from './share-common';
import { boundedInteger } from '../../lib/common-schemas';

const employeeParams = {
  type: 'object',
  additionalProperties: false,
  properties: { id: boundedInteger(1, 2_147_483_647) },
  required: ['id'],
} as const;

const reportParams = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: boundedInteger(1, 2_147_483_647),
    reportId: boundedInteger(1, 2_147_483_647),
  },
  required: ['id', 'reportId'],
} as const;

const noteBody = {
  type: 'object',
  additionalProperties: false,
  properties: { note: { type: 'string', maxLength: 4000 } },
} as const;

const actorOf = (request: FastifyRequest): StaffActor => ({
  audit: auditActor(request),
  email: signedInStaff(request).email,
});

/** Staff on an employee record: shares, views, revocations, error reports, and suspension. */
export const staffSharingRoutes: AppPluginAsync = async (app) => {
  const deps = sharingDeps(app);
  const { db } = deps;
  const tags = ['Employees'];

  app.get(
    '/api/employees/:id/verification-sharing',
    {
      config: { roles: EMPLOYEE_RECORDS },
      schema: {
        tags,
        summary: "The employee's shares, the disclosure ledger and error reports",
        params: employeeParams,
        response: {
          200: dataEnvelopeSchema(verificationOverviewSchema),
          ...standardErrorResponses,
        },
      },
    },
    async (request, reply) => {
      await employeeOrFail(db, request.params.id);
      const data = await sharingOverview(db, request.params.id);
      // What was disclosed about the employee, and to whom: a read of their record.
      await recordRead(
        db,
        request,
        'employee',
        request.params.id,
        'employee.verification-sharing-viewed',
      );
      return reply.header('Cache-Control', 'no-store').send({ success: true, data });
    },
  );

  app.post(
    '/api/employees/:id/verification-sharing/suspend',
    {
      config: { roles: EMPLOYEE_RECORDS },
      bodyLimit: 8 * 1024,
      schema: {
        tags,
        summary: 'Suspend sharing: no new shares, open links answer temporarily unavailable',
        params: employeeParams,
        body: noteBody,
        response: { 200: messageEnvelopeSchema, ...standardErrorResponses },
      },
    },
    async (request) => {
      const note = (request.body?.note ?? '').trim();
      await setSuspended(db, request.params.id, true, note, actorOf(request));
      return { success: true, message: 'Sharing is suspended for this employee.' };
    },
  );

  app.post(
    '/api/employees/:id/verification-sharing/resume',
    {
      config: { roles: EMPLOYEE_RECORDS },
      schema: {
        tags,
        summary: 'Resume sharing for the employee',
        params: employeeParams,
        response: { 200: messageEnvelopeSchema, ...standardErrorResponses },
      },
    },
    async (request) => {
      await setSuspended(db, request.params.id, false, '', actorOf(request));
      return { success: true, message: 'Sharing is open again for this employee.' };
    },
  );

  app.post(
    '/api/employees/:id/verification-error-reports/:reportId/resolve',
    {
      config: { roles: EMPLOYEE_RECORDS },
      bodyLimit: 8 * 1024,
      schema: {
        tags,
        summary: 'Resolve an error report with a note; the employee is e-mailed',
        params: reportParams,
        body: errorResolutionSchema,
        response: { 200: messageEnvelopeSchema, ...standardErrorResponses },
      },
    },
    async (request) => {
      const { note } = request.body;
      await resolveReport(deps, request.params.id, request.params.reportId, note, actorOf(request));
      return { success: true, message: 'Resolved. The employee has been told by e-mail.' };
    },
  );
};

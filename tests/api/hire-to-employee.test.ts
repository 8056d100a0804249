import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { apply, dialect, postJob, validApplication } from './careers-fixtures';
import { employeeFields } from './employee-fixtures';
import { addStaff } from './interview-fixtures';
import { ALREADY_AN_EMPLOYEE, NOT_HIRED } from '../../server/modules/pipeline/hire-service';

describe(`hire to employee (${dialect})`, () => {
  let ctx: TestContext;
  let auth: string;
  let applicationId: number;
  beforeEach(async () => {
    ctx = await createTestApp();
    auth = await ctx.staffAuth();
    const jobId = await postJob(ctx, auth, {
      title: 'QA Engineer',
      department: 'Engineering',
    });
    expect((await apply(ctx, validApplication({ jobId }))).statusCode).toBe(201);
    const row = await ctx.database.db
      .selectFrom('job_applications')
      .select('id')
      .executeTakeFirstOrThrow();
    applicationId = row.id;
  });
  afterEach(async () => {
    await ctx.close();
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { authorization: auth }, payload });

  async function moveTo(name: string) {
    const stage = await ctx.database.db
      .selectFrom('pipeline_stages')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    const response = await call('POST', `/api/career/applications/${applicationId}/stage`, {
      stageId: stage.id,
    });
    expect(response.statusCode).toBe(200);
  }

  it('offers nothing before the candidate is hired', async () => {
    const draft = await call('GET', `/api/career/applications/${applicationId}/employee-draft`);
    expect(draft.statusCode).toBe(409);
    expect(draft.json()).toMatchObject({ success: false, message: NOT_HIRED });
    const created = await call(
      'POST',
      `/api/career/applications/${applicationId}/employee`,
      employeeFields(),
    );
    expect(created.statusCode).toBe(409);
    expect(await ctx.database.db.selectFrom('employees').select('id').execute()).toEqual([]);
    const unknown = await call('GET', '/api/career/applications/99999/employee-draft');
    expect(unknown.statusCode).toBe(404);
  });

  it('prefills the record from the application and its job, and links the record made', async () => {
    await moveTo('Hired');
    const draft = await call('GET', `/api/career/applications/${applicationId}/employee-draft`);
    expect(draft.statusCode).toBe(200);
    const { fields } = draft.json().data;
    expect(draft.json().data).toMatchObject({ applicationId, employeeId: null });
    expect(fields).toEqual({
      full_name: 'Aarav Mehta',
      personal_email: 'Aarav.Mehta@Example.com',
      phone_number: '9876543210',
      date_of_birth: '1996-04-12',
      gender: 'Male',
      designation: 'QA Engineer',
      department: 'Engineering',
      joining_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });

    // HR completes what the application cannot tell: the code, salary and grade.
    const created = await call('POST', `/api/career/applications/${applicationId}/employee`, {
      ...employeeFields({ employee_code: 'VI-3001', official_email: '' }),
      ...fields,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      employee_code: 'VI-3001',
      full_name: 'Aarav Mehta',
      designation: 'QA Engineer',
    });
    const employee = await ctx.database.db
      .selectFrom('employees')
      .select(['id', 'application_id'])
      .executeTakeFirstOrThrow();
    expect(employee.application_id).toBe(applicationId);
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'employee.created')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(audit.details))).toMatchObject({ applicationId });

    const again = await call('GET', `/api/career/applications/${applicationId}/employee-draft`);
    expect(again.json().data.employeeId).toBe(employee.id);
    const twice = await call('POST', `/api/career/applications/${applicationId}/employee`, {
      ...employeeFields({ employee_code: 'VI-3002' }),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ALREADY_AN_EMPLOYEE);
    expect(await ctx.database.db.selectFrom('employees').select('id').execute()).toHaveLength(1);
  });

  it('checks the completed record like any employee record, and stores nothing on a refusal', async () => {
    await moveTo('Hired');
    const response = await call('POST', `/api/career/applications/${applicationId}/employee`, {
      ...employeeFields(),
      employee_code: '',
      salary: '',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['employee_code', 'salary']);
    expect(await ctx.database.db.selectFrom('employees').select('id').execute()).toEqual([]);
  });

  it('is for those who keep employee records: a recruiter is refused', async () => {
    await moveTo('Hired');
    const recruiter = await addStaff(ctx, 'recruiter@example.com', 'recruiter', 'Rekha Rao');
    const draft = await recruiter.call(
      'GET',
      `/api/career/applications/${applicationId}/employee-draft`,
    );
    expect(draft.statusCode).toBe(403);
    const hr = await addStaff(ctx, 'hr@example.com', 'hr', 'Harish Iyer');
    const allowed = await hr.call(
      'GET',
      `/api/career/applications/${applicationId}/employee-draft`,
    );
    expect(allowed.statusCode).toBe(200);
  });
});

describe(`hired candidates without an employee record (${dialect})`, () => {
  let ctx: TestContext;
  let auth: string;
  beforeEach(async () => {
    ctx = await createTestApp();
    auth = await ctx.staffAuth();
  });
  afterEach(async () => {
    await ctx.close();
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { authorization: auth }, payload });

  async function applyAs(first: string, jobId: number) {
    expect(
      (
        await apply(
          ctx,
          validApplication({
            jobId,
            firstName: first,
            email: `${first}@example.com`,
            phone: `98765${String(first.length * 11111).padStart(5, '0')}`,
          }),
        )
      ).statusCode,
    ).toBe(201);
    const row = await ctx.database.db
      .selectFrom('job_applications')
      .select('id')
      .where('first_name', '=', first)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function hire(applicationId: number) {
    const stage = await ctx.database.db
      .selectFrom('pipeline_stages')
      .select('id')
      .where('name', '=', 'Hired')
      .executeTakeFirstOrThrow();
    const moved = await call('POST', `/api/career/applications/${applicationId}/stage`, {
      stageId: stage.id,
    });
    expect(moved.statusCode).toBe(200);
  }

  it('lists the hired whose record is not made yet, and drops one once it is', async () => {
    const jobId = await postJob(ctx, auth, { title: 'Data Analyst', department: 'Engineering' });
    const waiting = await applyAs('Ishita', jobId);
    const madeRecord = await applyAs('Kabir', jobId);
    await applyAs('Neha', jobId);
    await hire(waiting);
    await hire(madeRecord);

    const before = await call('GET', '/api/career/hired-without-employee');
    expect(before.statusCode).toBe(200);
    expect(before.json().data.map((item: { applicationId: number }) => item.applicationId)).toEqual(
      [waiting, madeRecord],
    );
    expect(before.json().data[0]).toEqual({
      applicationId: waiting,
      fullName: 'Ishita Mehta',
      jobTitle: 'Data Analyst',
      hiredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    const created = await call('POST', `/api/career/applications/${madeRecord}/employee`, {
      ...employeeFields({ employee_code: 'VI-3101' }),
    });
    expect(created.statusCode).toBe(201);
    const after = await call('GET', '/api/career/hired-without-employee');
    expect(after.json().data.map((item: { applicationId: number }) => item.applicationId)).toEqual([
      waiting,
    ]);
    await ctx.app.auditBatch.flush();
    const reads = await ctx.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'application.hired-list-viewed')
      .execute();
    expect(reads).toHaveLength(2);
  });

  it('is for HR and admins only', async () => {
    const recruiter = await addStaff(ctx, 'recruiter@example.com', 'recruiter', 'Rekha Rao');
    expect((await recruiter.call('GET', '/api/career/hired-without-employee')).statusCode).toBe(
      403,
    );
    const hr = await addStaff(ctx, 'hr@example.com', 'hr', 'Harish Iyer');
    const answer = await hr.call('GET', '/api/career/hired-without-employee');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual([]);
  });
});

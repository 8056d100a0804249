import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { portraitPng } from '../../server/modules/employees/portrait-png';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';

const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const GIF_BYTES = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

function employee(overrides: Record<string, unknown> = {}) {
  return {
    employee_code: 'VI-2001',
    full_name: 'Kavya Menon',
    date_of_birth: '1995-03-21',
    gender: 'Female',
    phone_number: '9876501234',
    personal_email: 'kavya.menon95@example.com',
    official_email: 'kavya.menon@example.com',
    designation: 'QA Engineer',
    department: 'Engineering',
    joining_date: '2022-04-04',
    salary: 950000,
    employment_type: 'Full-time',
    grade: 'L3',
    status: 'Active',
    termination_date: '',
    ...overrides,
  };
}

interface FilePart {
  field?: string;
  filename: string;
  type: string;
  content: Buffer;
}

/** A multipart body as a browser's FormData would send it. */
function multipart(fields: Record<string, unknown>, file?: FilePart) {
  const boundary = `----vistaar${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'profile_image'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const pngPhoto = (content = portraitPng(200, 64)): FilePart => ({
  filename: 'me.png',
  type: 'image/png',
  content,
});

describe(`employees (${dialect})`, () => {
  let ctx: TestContext;
  let auth: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    auth = await ctx.staffAuth();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const call = (options: InjectOptions & { url: string }) =>
    ctx.app.inject({ ...options, headers: { authorization: auth, ...options.headers } });

  async function create(overrides: Record<string, unknown> = {}) {
    const response = await call({
      method: 'POST',
      url: '/api/employees',
      payload: employee(overrides),
    });
    expect(response.statusCode).toBe(201);
    return response.json().data as Record<string, unknown> & { id: number };
  }

  const countRows = async (table: 'employees' | 'stored_files' | 'otp_challenges') =>
    Number(
      (
        await ctx.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  // Reads reach the trail in batches: every one made so far is written first.
  const auditRows = async (entityId: number) => {
    await ctx.app.auditBatch.flush();
    return (
      ctx.database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', 'employee')
        .where('entity_id', '=', String(entityId))
        // The trail's own order: a read keeps the time it was made, not when its batch was written.
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    );
  };

  it('refuses every call without a valid session with 401, before reading any upload', async () => {
    const created = await create({ employee_code: 'VI-AUTH' });
    const form = multipart(employee({ employee_code: 'VI-ANON' }), pngPhoto());
    const calls: InjectOptions[] = [
      { method: 'GET', url: '/api/employees' },
      { method: 'GET', url: `/api/employees/${created.id}` },
      { method: 'POST', url: '/api/employees', payload: employee({ employee_code: 'VI-ANON' }) },
      { method: 'POST', url: '/api/employees', payload: {} },
      { method: 'POST', url: '/api/employees', ...form },
      { method: 'PUT', url: `/api/employees/${created.id}`, payload: employee() },
      { method: 'PUT', url: `/api/employees/${created.id}`, ...form },
      { method: 'DELETE', url: `/api/employees/${created.id}` },
    ];
    const filesBefore = await countRows('stored_files');
    for (const headers of [{}, { authorization: `Bearer ${'x'.repeat(43)}` }]) {
      for (const options of calls) {
        const response = await ctx.app.inject({
          ...options,
          headers: { ...options.headers, ...headers },
        });
        expect({ call: `${options.method} ${options.url}`, status: response.statusCode }).toEqual({
          call: `${options.method} ${options.url}`,
          status: 401,
        });
        expect(response.json().success).toBe(false);
      }
    }
    expect(await countRows('stored_files')).toBe(filesBefore);
    const still = await call({ method: 'GET', url: `/api/employees/${created.id}` });
    expect(still.json().data.employee_code).toBe('VI-AUTH');
  });

  it('adds, reads, updates and deletes an employee, auditing each change without salary or birth date', async () => {
    const added = await call({ method: 'POST', url: '/api/employees', payload: employee() });
    expect(added.statusCode).toBe(201);
    const body = added.json();
    expect(body.message).toBe('Employee added successfully');
    const id = body.data.id as number;
    expect(body.data).toEqual({
      ...employee(),
      id,
      profile_image_url: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    expect(added.headers['cache-control']).toBe('no-store');

    const read = await call({ method: 'GET', url: `/api/employees/${id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(body.data);

    const updated = await call({
      method: 'PUT',
      url: `/api/employees/${id}`,
      payload: employee({ designation: 'Senior QA Engineer', salary: 1234567.5 }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().message).toBe('Employee updated successfully');
    expect(updated.json().data).toMatchObject({
      designation: 'Senior QA Engineer',
      salary: 1234567.5,
    });

    const deleted = await call({ method: 'DELETE', url: `/api/employees/${id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: 'Employee deleted successfully' });
    expect((await call({ method: 'GET', url: `/api/employees/${id}` })).statusCode).toBe(404);
    expect((await call({ method: 'DELETE', url: `/api/employees/${id}` })).statusCode).toBe(404);

    const audit = await auditRows(id);
    // Reads of the record are on the audit trail too.
    expect(audit.map((row) => row.action)).toEqual([
      'employee.created',
      'employee.viewed',
      'employee.updated',
      'employee.deleted',
    ]);
    expect(audit.every((row) => row.staff_id !== null && row.request_id)).toBe(true);
    expect(JSON.parse(audit[2].details!).changed.sort()).toEqual(['designation', 'salary']);
    const text = audit.map((row) => row.details).join('\n');
    for (const secret of ['950000', '1234567', '1995-03-21']) expect(text).not.toContain(secret);
  });

  it('fills the spec defaults and accepts the whole form as multipart strings', async () => {
    const {
      employment_type: _type,
      status: _status,
      ...rest
    } = employee({
      employee_code: 'VI-2002',
      salary: '720000',
    });
    const response = await call({ method: 'POST', url: '/api/employees', ...multipart(rest) });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      employment_type: 'Full-time',
      status: 'Active',
      salary: 720000,
      profile_image_url: null,
    });
  });

  it('answers every spec validation message per field', async () => {
    const empty = await call({ method: 'POST', url: '/api/employees', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      employee_code: 'Employee code is required',
      full_name: 'Full name is required',
      date_of_birth: 'Date of birth is required',
      gender: 'Gender is required',
      phone_number: 'Phone number is required',
      personal_email: 'Personal email is required',
      designation: 'Designation is required',
      joining_date: 'Joining date is required',
      salary: 'Salary is required',
    });

    const cases: [Record<string, unknown>, string, string][] = [
      [{ phone_number: '5876543210' }, 'phone_number', 'Invalid phone number'],
      [{ phone_number: '98765' }, 'phone_number', 'Invalid phone number'],
      [{ personal_email: 'kavya.example.com' }, 'personal_email', 'Invalid email format'],
      [{ official_email: 'kavya@' }, 'official_email', 'Invalid official email format'],
      [{ salary: 0 }, 'salary', 'Invalid salary amount'],
      [{ salary: -100 }, 'salary', 'Invalid salary amount'],
      [{ salary: 'lots' }, 'salary', 'Invalid salary amount'],
      // An object with its own `toString` that is not a function (found by the fuzz test).
      [{ salary: { toString: 'x' } }, 'salary', 'Invalid salary amount'],
      [{ salary: '' }, 'salary', 'Salary is required'],
      [{ gender: 'Unknown' }, 'gender', 'Gender is required'],
      [{ full_name: '   ' }, 'full_name', 'Full name is required'],
      [{ date_of_birth: '1995-02-30' }, 'date_of_birth', 'Date input not valid.'],
    ];
    for (const [change, field, message] of cases) {
      const response = await call({
        method: 'POST',
        url: '/api/employees',
        payload: employee({ employee_code: 'VI-BAD', ...change }),
      });
      expect({
        change,
        status: response.statusCode,
        error: response.json().errors?.[field],
      }).toEqual({ change, status: 400, error: message });
    }
    const unknownField = await call({
      method: 'POST',
      url: '/api/employees',
      payload: { ...employee({ employee_code: 'VI-BAD' }), is_admin: true },
    });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().errors).toHaveProperty('is_admin');
    expect(
      await ctx.database.db
        .selectFrom('employees')
        .select('id')
        .where('employee_code', '=', 'VI-BAD')
        .execute(),
    ).toEqual([]);
  });

  it('refuses a code that is already taken, whatever its case, with 409', async () => {
    const first = await create({ employee_code: 'VI-3001' });
    const other = await create({ employee_code: 'VI-3002' });
    for (const code of ['VI-3001', 'vi-3001', ' Vi-3001 ']) {
      const response = await call({
        method: 'POST',
        url: '/api/employees',
        payload: employee({ employee_code: code }),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        message: 'An employee with this code already exists',
        errors: { employee_code: 'An employee with this code already exists' },
      });
    }
    const renamed = await call({
      method: 'PUT',
      url: `/api/employees/${other.id}`,
      payload: employee({ employee_code: 'VI-3001' }),
    });
    expect(renamed.statusCode).toBe(409);
    const keepsOwn = await call({
      method: 'PUT',
      url: `/api/employees/${first.id}`,
      payload: employee({ employee_code: 'vi-3001' }),
    });
    expect(keepsOwn.statusCode).toBe(200);
  });

  it('lists page by page and searches code and name case-insensitively', async () => {
    for (const [code, name] of [
      ['SRCH-01', 'Lakshmi Narayanan'],
      ['SRCH-02', 'Rohan Mehta'],
      ['SRCH-03', 'Lakshya Sen'],
      ['OTHER-100', 'Percent 100% Under_Score'],
    ]) {
      await create({ employee_code: code, full_name: name });
    }
    const list = async (query: string) => {
      const response = await call({ method: 'GET', url: `/api/employees?${query}` });
      expect(response.statusCode).toBe(200);
      return response.json() as { data: { employee_code: string }[]; total: number };
    };
    const byCode = await list('search=srch-0');
    expect(byCode.total).toBe(3);
    expect(byCode.data.map((e) => e.employee_code)).toEqual(['SRCH-01', 'SRCH-02', 'SRCH-03']);
    expect((await list('search=LAKSH')).data.map((e) => e.employee_code)).toEqual([
      'SRCH-01',
      'SRCH-03',
    ]);
    // % and _ are literal characters, not wildcards.
    expect((await list('search=%25')).data.map((e) => e.employee_code)).toEqual(['OTHER-100']);
    expect((await list('search=r_s')).data.map((e) => e.employee_code)).toEqual(['OTHER-100']);
    expect((await list('search=n_m')).total).toBe(0);
    const page2 = await list('search=srch&page=2&limit=2');
    expect(page2).toMatchObject({ total: 3, data: [{ employee_code: 'SRCH-03' }] });
    const all = await list('');
    expect(all.total).toBe(await countRows('employees'));
    expect(all.data.length).toBe(Math.min(25, all.total));
    expect((await call({ method: 'GET', url: '/api/employees?limit=101' })).statusCode).toBe(400);
    expect((await call({ method: 'GET', url: '/api/employees?page=0' })).statusCode).toBe(400);
  });

  it('searches designation, department, phone and both e-mails too', async () => {
    await create({
      employee_code: 'FIND-01',
      full_name: 'Meenakshi Sundaram',
      designation: 'Cloud Architect',
      department: 'Infrastructure',
      phone_number: '9443012345',
      personal_email: 'meena.s@example.org',
      official_email: 'meenakshi.sundaram@vistaar.example.com',
    });
    const codes = async (search: string) => {
      const response = await call({
        method: 'GET',
        url: `/api/employees?search=${encodeURIComponent(search)}`,
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as { data: { employee_code: string }[] }).data.map(
        (row) => row.employee_code,
      );
    };
    for (const term of [
      'cloud arch',
      'INFRASTRUCTURE',
      '94430123',
      'meena.s@',
      'meenakshi.sundaram@vistaar',
    ])
      expect(await codes(term)).toEqual(['FIND-01']);
  });

  describe('photos', () => {
    it('decides the type from the bytes: a GIF or a text file named .png is refused with 415', async () => {
      const filesBefore = await countRows('stored_files');
      const employeesBefore = await countRows('employees');
      for (const file of [
        { filename: 'me.png', type: 'image/png', content: GIF_BYTES },
        { filename: 'me.gif', type: 'image/gif', content: GIF_BYTES },
        { filename: 'notes.png', type: 'image/png', content: Buffer.from('just some text\n') },
      ]) {
        const response = await call({
          method: 'POST',
          url: '/api/employees',
          ...multipart(employee({ employee_code: 'VI-4001' }), file),
        });
        expect(response.statusCode).toBe(415);
        expect(response.json()).toEqual({
          success: false,
          message: 'Please upload a JPEG, PNG or WebP photo',
        });
      }
      expect(await countRows('stored_files')).toBe(filesBefore);
      expect(await countRows('employees')).toBe(employeesBefore);
    });

    it('refuses a photo over 2 MB with 413 and stores nothing', async () => {
      const filesBefore = await countRows('stored_files');
      // Just over the limit is caught while streaming; far over it by the declared length.
      for (const size of [2 * 1024 * 1024 + 1, 3 * 1024 * 1024]) {
        const content = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(size - PNG_SIGNATURE.length)]);
        const response = await call({
          method: 'POST',
          url: '/api/employees',
          ...multipart(employee({ employee_code: 'VI-4002' }), pngPhoto(content)),
        });
        expect({ size, status: response.statusCode }).toEqual({ size, status: 413 });
        expect(response.json()).toEqual({
          success: false,
          message: 'Photo must be smaller than 2MB',
        });
      }
      const exactly = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(2 * 1024 * 1024 - 8)]);
      const fits = await call({
        method: 'POST',
        url: '/api/employees',
        ...multipart(employee({ employee_code: 'VI-4002' }), pngPhoto(exactly)),
      });
      expect(fits.statusCode).toBe(201);
      expect(await countRows('stored_files')).toBe(filesBefore + 1);
    });

    it('stores a real PNG and serves it through a signed link only', async () => {
      const photo = portraitPng(30, 96);
      const response = await call({
        method: 'POST',
        url: '/api/employees',
        ...multipart(employee({ employee_code: 'VI-4003' }), pngPhoto(photo)),
      });
      expect(response.statusCode).toBe(201);
      const url = response.json().data.profile_image_url as string;
      expect(url).toMatch(/^\/api\/files\/photos\/\d+\?reader=\d+&expires=\d+&signature=[\w-]+$/);
      const expires = Number(new URL(url, 'http://x').searchParams.get('expires'));
      expect(expires * 1000 - Date.now()).toBeGreaterThan(59 * 60_000);
      expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(60 * 60_000);

      const served = await ctx.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(photo)).toBe(true);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
      expect(served.headers['content-disposition']).toMatch(/^inline; filename="me\.png"/);
      // Personal data: not kept in shared or browser caches.
      expect(served.headers['cache-control']).toBe('no-store');

      const [path, query] = url.split('?');
      const signature = new URLSearchParams(query).get('signature')!;
      const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
      const fileId = Number(path.split('/').pop());
      const tampered = [
        url.replace(signature, flipped),
        url.replace(/expires=\d+/, `expires=${expires + 3600}`),
        url.replace(`/photos/${fileId}?`, `/photos/${fileId + 1}?`),
        path,
      ];
      for (const bad of tampered) {
        const refused = await ctx.app.inject({ method: 'GET', url: bad });
        expect({ bad, status: refused.statusCode }).toEqual({ bad, status: 403 });
        expect(refused.json()).toEqual({
          success: false,
          message: 'This photo link is not valid.',
        });
      }
      const expired = `${path}?${ctx.app.linkSigner.sign(path, -5)}`;
      const late = await ctx.app.inject({ method: 'GET', url: expired });
      expect(late.statusCode).toBe(403);
      expect(late.json().message).toMatch(/expired/);
    });

    it('keeps the photo on update unless replaced or removed, and deletes it with the employee', async () => {
      const created = await call({
        method: 'POST',
        url: '/api/employees',
        ...multipart(employee({ employee_code: 'VI-4004' }), pngPhoto()),
      });
      const id = created.json().data.id as number;
      const photoIdOf = async () =>
        (
          await ctx.database.db
            .selectFrom('employees')
            .select('photo_file_id')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).photo_file_id;
      const firstPhoto = await photoIdOf();
      expect(firstPhoto).not.toBeNull();
      const form = employee({ employee_code: 'VI-4004', grade: 'L4' });

      const kept = await call({
        method: 'PUT',
        url: `/api/employees/${id}`,
        payload: form,
      });
      expect(kept.statusCode).toBe(200);
      expect(kept.json().data.profile_image_url).toContain(`/api/files/photos/${firstPhoto}?`);

      const replaced = await call({
        method: 'PUT',
        url: `/api/employees/${id}`,
        ...multipart(form, pngPhoto(portraitPng(90, 48))),
      });
      expect(replaced.statusCode).toBe(200);
      const secondPhoto = await photoIdOf();
      expect(secondPhoto).not.toBe(firstPhoto);
      const stored = (fileId: number) =>
        ctx.database.db.selectFrom('stored_files').select('id').where('id', '=', fileId).execute();
      expect(await stored(firstPhoto!)).toEqual([]);
      const audit = await auditRows(id);
      expect(JSON.parse(audit.at(-1)!.details!).changed).toEqual(['profile_image']);

      const removed = await call({
        method: 'PUT',
        url: `/api/employees/${id}`,
        ...multipart({ ...form, remove_profile_image: 'true' }),
      });
      expect(removed.statusCode).toBe(200);
      expect(removed.json().data.profile_image_url).toBeNull();
      expect(await stored(secondPhoto!)).toEqual([]);

      const again = await call({
        method: 'PUT',
        url: `/api/employees/${id}`,
        ...multipart(form, pngPhoto()),
      });
      const thirdPhoto = await photoIdOf();
      expect(again.statusCode).toBe(200);
      const now = new Date().toISOString();
      await ctx.database.db
        .insertInto('otp_challenges')
        .values({
          employee_id: id,
          code_hmac: 'x'.repeat(64),
          created_at: now,
          expires_at: now,
          client_ip: null,
        })
        .execute();
      const deleted = await call({ method: 'DELETE', url: `/api/employees/${id}` });
      expect(deleted.statusCode).toBe(200);
      expect(await stored(thirdPhoto!)).toEqual([]);
      expect(
        await ctx.database.db
          .selectFrom('otp_challenges')
          .select('id')
          .where('employee_id', '=', id)
          .execute(),
      ).toEqual([]);
    });

    it('accepts only one file, and only in profile_image', async () => {
      const response = await call({
        method: 'POST',
        url: '/api/employees',
        ...multipart(employee({ employee_code: 'VI-4005' }), { ...pngPhoto(), field: 'avatar' }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('avatar');
    });
  });
});

import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { candidateImportMessages } from '@vistaar/shared/validation';
import { UTF8_BOM } from '../../server/lib/csv';
import { countRows, dialect, insertApplicationRow } from './careers-fixtures';
import { filesBody } from './intake-fixtures';
import { zip } from './zip-fixtures';

const xmlText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A minimal XLSX workbook: one sheet of inline strings (numbers as numbers). */
function xlsx(rows: (string | number)[][]) {
  const column = (index: number) => String.fromCharCode(65 + index);
  const sheetRows = rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row
          .map((cell, c) =>
            typeof cell === 'number'
              ? `<c r="${column(c)}${r + 1}"><v>${cell}</v></c>`
              : `<c r="${column(c)}${r + 1}" t="inlineStr"><is><t>${xmlText(cell)}</t></is></c>`,
          )
          .join('')}</row>`,
    )
    .join('');
  return zip([
    {
      name: '[Content_Types].xml',
      content:
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      content:
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    },
    {
      name: 'xl/workbook.xml',
      content:
        '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
        '<sheets><sheet name="Candidates" sheetId="1" r:id="rId1"/></sheets></workbook>',
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content:
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      content: `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`,
    },
  ]);
}

/** A CSV as spreadsheet programs save it: a byte order mark, CRLF, quotes where needed. */
const CSV =
  UTF8_BOM +
  [
    'Name,Email,Mobile,Company,Skills,Tags,Notes,Resume link',
    '"Mehta, Aarav",aarav.new@example.com,9876500001,Infosys,"React, Node.js",hot;remote,"Met at ""DevDay""\nwants Pune",https://x/cv1',
    'Priya Sharma,PRIYA.ON.FILE@example.com,,TCS,Java,,,',
    ',nobody@example.com,9876500003,,,,,',
    'Ravi Kumar,,,,,,,',
    'Sunil Rao,not-an-email,,,,,,',
    'Aarav Again,aarav.new@example.com,,,,,,',
    'Phone Only,,9876500007,,,,,',
  ].join('\r\n') +
  '\r\n';

describe(`candidate import (${dialect})`, () => {
  let ctx: TestContext;
  let auth: string;

  beforeEach(async () => {
    ctx = await createTestApp();
    auth = await ctx.staffAuth();
  });
  afterEach(async () => ctx.close());

  const upload = (content: Buffer, name = 'people.csv', as = auth) => {
    const body = filesBody([{ field: 'file', name, content }]);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/candidate-imports',
      headers: { ...body.headers, authorization: as },
      payload: body.payload,
    });
  };
  const call = (method: 'PUT' | 'POST', url: string, payload?: unknown, as = auth) =>
    ctx.app.inject({ method, url, headers: { authorization: as }, payload: payload as object });
  const outbox = () =>
    ctx.database.db.selectFrom('outbox').select(['recipient', 'subject']).execute();

  it('reads a CSV, suggests a mapping, and applies exactly what its dry run showed', async () => {
    // On file: Priya (matched by e-mail) and someone with the phone-only row's number.
    await insertApplicationRow(ctx.database.db, {
      firstName: 'Priya',
      lastName: 'Sharma',
      email: 'priya.on.file@example.com',
    });
    // insertApplicationRow writes past the services, so the candidate is linked by hand.
    const priya = await ctx.database.db
      .insertInto('candidates')
      .values({
        first_name: 'Priya',
        last_name: 'Sharma',
        email: 'priya.on.file@example.com',
        email_normalized: 'priya.on.file@example.com',
        phone: '',
        phone_normalized: '',
        source: 'careers_site',
        erased_at: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.database.db.updateTable('job_applications').set({ candidate_id: priya.id }).execute();
    const mailsBefore = (await outbox()).length;

    const uploaded = await upload(Buffer.from(CSV));
    expect(uploaded.statusCode).toBe(201);
    const created = uploaded.json().data;
    expect(created).toMatchObject({
      fileName: 'people.csv',
      fileKind: 'csv',
      rowsCount: 7,
      status: 'uploaded',
      mappingSaved: false,
      headers: ['Name', 'Email', 'Mobile', 'Company', 'Skills', 'Tags', 'Notes', 'Resume link'],
      fields: [
        'fullName',
        'email',
        'phone',
        'currentEmployer',
        'skills',
        'tags',
        'notes',
        'ignore',
      ],
    });

    // No dry run before a mapping is saved.
    const early = await call('POST', `/api/candidate-imports/${created.id}/dry-run`);
    expect(early.statusCode).toBe(409);

    const mapped = await call('PUT', `/api/candidate-imports/${created.id}/mapping`, {
      fields: created.fields,
      consentSource: 'job_portal',
    });
    expect(mapped.statusCode).toBe(200);
    expect(mapped.json().data.mappingSaved).toBe(true);

    const dry = await call('POST', `/api/candidate-imports/${created.id}/dry-run`);
    expect(dry.statusCode).toBe(200);
    const plan = dry.json().data;
    expect(plan.counts).toEqual({ create: 1, merge: 1, refuse: 5 });
    expect(plan.rows.map((row: { outcome: string }) => row.outcome)).toEqual([
      'create',
      'merge',
      'refuse',
      'refuse',
      'refuse',
      'refuse',
      'refuse',
    ]);
    expect(plan.rows[0]).toMatchObject({ row: 2, name: 'Aarav Mehta', candidateId: null });
    expect(plan.rows[1]).toMatchObject({ row: 3, candidateId: priya.id });
    expect(plan.rows.slice(2).map((row: { reason: string }) => row.reason)).toEqual([
      'No name.',
      'No e-mail and no phone.',
      'Invalid e-mail address.',
      'Duplicate of row 2 in the file.',
      'No e-mail: a new candidate must get the privacy notice by e-mail.',
    ]);
    // A dry run writes nothing.
    expect(await ctx.database.db.selectFrom('candidates').select('id').execute()).toHaveLength(1);

    const applied = await call('POST', `/api/candidate-imports/${created.id}/apply`);
    expect(applied.statusCode).toBe(200);
    const result = applied.json().data;
    expect(result.counts).toEqual(plan.counts);
    expect(
      result.rows.map((row: { outcome: string; reason: string | null }) => [
        row.outcome,
        row.reason,
      ]),
    ).toEqual(
      plan.rows.map((row: { outcome: string; reason: string | null }) => [row.outcome, row.reason]),
    );
    const newId = result.rows[0].candidateId;
    expect(newId).toEqual(expect.any(Number));

    const person = await ctx.database.db
      .selectFrom('candidates')
      .selectAll()
      .where('id', '=', newId)
      .executeTakeFirstOrThrow();
    expect(person).toMatchObject({
      first_name: 'Aarav',
      last_name: 'Mehta',
      email: 'aarav.new@example.com',
    });
    const application = await ctx.database.db
      .selectFrom('job_applications')
      .selectAll()
      .where('candidate_id', '=', newId)
      .executeTakeFirstOrThrow();
    expect(application).toMatchObject({
      job_id: null,
      source: 'other',
      source_detail: 'Import: people.csv',
      consent_source: 'job_portal',
      current_employer: 'Infosys',
      phone: '9876500001',
    });
    const tags = await ctx.database.db
      .selectFrom('candidate_tags')
      .select('tag')
      .where('candidate_id', '=', newId)
      .orderBy('tag')
      .execute();
    expect(tags.map((tag) => tag.tag)).toEqual(['hot', 'remote']);
    const note = await ctx.database.db
      .selectFrom('application_events')
      .select('comment')
      .where('application_id', '=', application.id)
      .where('kind', '=', 'note')
      .executeTakeFirstOrThrow();
    expect(note.comment).toContain('Met at "DevDay"\nwants Pune');
    // The merged person gets the import's note on their application and nothing new.
    expect(await countRows(ctx.database.db, 'job_applications')).toBe(2);

    // The privacy notice goes once, to the new person only.
    const mails = (await outbox()).slice(mailsBefore);
    expect(mails).toEqual([
      { recipient: 'aarav.new@example.com', subject: expect.stringMatching(/privacy notice$/) },
    ]);

    const record = await ctx.database.db
      .selectFrom('candidate_imports')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({ status: 'applied', rows: null });
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('entity', '=', 'candidate-import')
      .where('action', '=', 'candidates.imported')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details!)).toMatchObject({
      created: [newId],
      merged: [priya.id],
      refused: 5,
    });

    // Applied once only.
    const again = await call('POST', `/api/candidate-imports/${created.id}/apply`);
    expect(again.statusCode).toBe(409);
    expect((await outbox()).length).toBe(mailsBefore + 1);
  });

  it('reads an XLSX workbook and applies a Freshteam-style mapping', async () => {
    const workbook = await xlsx([
      ['First Name', 'Last Name', 'Email', 'Mobile', 'Total Experience', 'Designation', 'Tags'],
      ['Neha', 'Iyer', 'neha.iyer@example.com', 9876500011, '6 years', 'Lead QA', 'qa'],
      ['Karan', 'Shah', 'karan.shah@example.com', '', 3.5, '', ''],
    ]);
    const uploaded = await upload(workbook, 'export.xlsx');
    expect(uploaded.statusCode).toBe(201);
    const created = uploaded.json().data;
    expect(created).toMatchObject({ fileKind: 'xlsx', rowsCount: 2 });
    expect(created.fields).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'totalExperience',
      'currentTitle',
      'tags',
    ]);
    await call('PUT', `/api/candidate-imports/${created.id}/mapping`, {
      fields: created.fields,
      consentSource: 'email',
    });
    const applied = await call('POST', `/api/candidate-imports/${created.id}/apply`);
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data.counts).toEqual({ create: 2, merge: 0, refuse: 0 });
    const rows = await ctx.database.db
      .selectFrom('job_applications')
      .select(['first_name', 'phone', 'job_experience'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { first_name: 'Neha', phone: '9876500011', job_experience: '6' },
      { first_name: 'Karan', phone: '', job_experience: '3.5' },
    ]);
    const mails = await outbox();
    expect(mails.map((mail) => mail.recipient).sort()).toEqual([
      'karan.shah@example.com',
      'neha.iyer@example.com',
    ]);
  });

  it('refuses a file it cannot read, a bad mapping and interviewers, with nothing created', async () => {
    const binary = await upload(Buffer.from([0xff, 0xfe, 0x00, 0x41, 0x00]), 'people.csv');
    expect(binary.statusCode).toBe(400);
    expect(binary.json().message).toBe(candidateImportMessages.fileUnreadable);
    const word = await zip([
      { name: '[Content_Types].xml', content: '<Types/>' },
      { name: 'word/document.xml', content: '<w:document/>' },
    ]);
    const notWorkbook = await upload(word, 'people.xlsx');
    expect(notWorkbook.statusCode).toBe(400);
    expect(notWorkbook.json().message).toBe(candidateImportMessages.fileUnreadable);
    const openQuote = await upload(Buffer.from('Name,Email\n"Aarav,a@example.com\n'));
    expect(openQuote.statusCode).toBe(400);
    const headerOnly = await upload(Buffer.from('Name,Email\r\n'));
    expect(headerOnly.json().message).toBe(candidateImportMessages.noRows);
    expect(
      await ctx.database.db.selectFrom('candidate_imports').select('id').execute(),
    ).toHaveLength(0);

    const interviewer = await ctx.staffAuthAs('interviewer');
    expect((await upload(Buffer.from(CSV), 'people.csv', interviewer)).statusCode).toBe(403);

    const created = (await upload(Buffer.from(CSV))).json().data;
    const noName = await call('PUT', `/api/candidate-imports/${created.id}/mapping`, {
      fields: ['email', 'phone', 'ignore', 'ignore', 'ignore', 'ignore', 'ignore', 'ignore'],
      consentSource: 'email',
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors.fields).toBe(candidateImportMessages.nameMissing);
    const short = await call('PUT', `/api/candidate-imports/${created.id}/mapping`, {
      fields: ['fullName', 'email'],
      consentSource: 'email',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(candidateImportMessages.columnsMismatch);
    const asInterviewer = await call(
      'POST',
      `/api/candidate-imports/${created.id}/apply`,
      undefined,
      interviewer,
    );
    expect(asInterviewer.statusCode).toBe(403);

    const discarded = await call('POST', `/api/candidate-imports/${created.id}/discard`);
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json().data.status).toBe('discarded');
    const record = await ctx.database.db
      .selectFrom('candidate_imports')
      .select('rows')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(record.rows).toBeNull();
    expect(await ctx.database.db.selectFrom('candidates').select('id').execute()).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
  });
});

// After a restart, reads the database directly and checks every write the server acknowledged
// before it was killed.
import SQLite from 'better-sqlite3';
import pg from 'pg';

async function reader({ dialect, sqliteFile, databaseUrl }) {
  if (dialect === 'sqlite') {
    const database = new SQLite(sqliteFile, { readonly: true });
    return {
      all: async (query) => database.prepare(query).all(),
      close: async () => database.close(),
    };
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    all: async (query) => (await client.query(query)).rows,
    close: () => client.end(),
  };
}

/**
 * Every acknowledged write must be there, and whole: its file, its e-mails, its audit entry.
 * An edit in flight at the kill that did commit joins its editor's acknowledged edits.
 */
export async function verifyWrites({ acknowledged, editors, ...database }) {
  const db = await reader(database);
  try {
    const applications = new Map(
      (
        await db.all(
          `select a.email_normalized as email, f.size_bytes as bytes, f.sha256 as sha256,
                  length(f.content) as stored
             from job_applications a left join stored_files f on f.id = a.resume_file_id`,
        )
      ).map((row) => [row.email, row]),
    );
    const outbox = await db.all('select recipient, kind, text_body from outbox');
    const mailedTo = new Set(outbox.map((row) => row.recipient));
    const notices = outbox.filter((row) => row.kind === 'careers.application_notice').length;
    const contacts = await db.all('select id, message from contact_messages');
    const contactMails = new Set(
      outbox
        .filter((row) => row.kind === 'contact.message')
        .map((row) => /contact message #(\d+)/.exec(row.text_body)?.[1]),
    );
    const employees = new Map(
      (await db.all('select id, designation from employees')).map((row) => [
        Number(row.id),
        row.designation,
      ]),
    );
    const audits = new Map(
      (
        await db.all(
          `select entity_id, count(*) as n from audit_log
            where action = 'employee.updated' group by entity_id`,
        )
      ).map((row) => [String(row.entity_id), Number(row.n)]),
    );

    const result = { acknowledged: 0, missing: [], half: [] };
    for (const expected of acknowledged.applications) {
      result.acknowledged += 1;
      const row = applications.get(expected.email);
      if (!row) result.missing.push(`application ${expected.email}`);
      else if (
        Number(row.bytes) !== expected.bytes ||
        Number(row.stored) !== expected.bytes ||
        row.sha256 !== expected.sha256 ||
        !mailedTo.has(expected.email)
      ) {
        result.half.push(`application ${expected.email}`);
      }
    }
    // Every application, acknowledged or not, carries its notice to HR.
    if (notices !== applications.size) {
      result.half.push(`${applications.size} applications but ${notices} HR notices`);
    }
    for (const marker of acknowledged.contacts) {
      result.acknowledged += 1;
      const rows = contacts.filter((row) => row.message.includes(`check ${marker}:`));
      if (rows.length === 0) result.missing.push(`contact message ${marker}`);
      else if (rows.length > 1 || !contactMails.has(String(rows[0].id))) {
        result.half.push(`contact message ${marker}`);
      }
    }
    for (const editor of editors) {
      result.acknowledged += editor.acknowledged.length;
      const designation = employees.get(editor.id);
      const audited = audits.get(String(editor.id)) ?? 0;
      const done = editor.acknowledged.length;
      const last = editor.acknowledged.at(-1);
      // The edit in flight at the kill may have committed; then with its audit entry, never without.
      const committedInFlight =
        editor.inFlight !== undefined && designation === editor.inFlight && audited === done + 1;
      const asAcknowledged = audited === done && (done === 0 || designation === last);
      if (!committedInFlight && !asAcknowledged) {
        if (audited < done || (last && !editor.acknowledged.includes(designation))) {
          result.missing.push(`employee ${editor.code}: ${designation}, ${audited} audited`);
        } else {
          result.half.push(
            `employee ${editor.code}: ${designation}, ${audited} audited of ${done}`,
          );
        }
      }
      if (committedInFlight) {
        editor.acknowledged.push(editor.inFlight);
      }
      editor.inFlight = undefined;
    }
    return result;
  } finally {
    await db.close();
  }
}

import { sql, type Kysely } from 'kysely';
import { columns2025 } from './columns-2025';

const SIGN_OFF = 'Warm regards,\nTalent Acquisition Team\n{{company.name}}';

/** The templates a new installation starts with, and the stage (by its seeded name) each is proposed for. */
const SEEDED_TEMPLATES = [
  {
    name: 'Application received',
    stage: null,
    subject: 'We have received your application for {{job.title}}',
    body: [
      'Dear {{candidate.firstName}},',
      'Thank you for applying for the {{job.title}} role at {{company.name}}. Your application and resume have reached our talent acquisition team.',
      'Our recruiters read every application themselves. If your profile matches the role, we will call or e-mail you within two weeks to arrange a first conversation.',
      'If you have a question in the meantime, write to us at {{company.careersEmail}}.',
      SIGN_OFF,
    ],
  },
  {
    name: 'Moved to screening',
    stage: 'Screening',
    subject: 'Your application for {{job.title}}: next step',
    body: [
      'Dear {{candidate.firstName}},',
      'Good news: your application for the {{job.title}} role at {{company.name}} has moved to our screening stage.',
      'A recruiter will call you over the next few working days for a short conversation (about 20 minutes) about your experience, your notice period and what you are looking for. Please keep your phone close by, and tell us at {{company.careersEmail}} if some times do not suit you.',
      SIGN_OFF,
    ],
  },
  {
    name: 'Interview invitation',
    stage: 'Interview',
    subject: 'Interview for {{job.title}} at {{company.name}}',
    body: [
      'Dear {{candidate.firstName}},',
      'We enjoyed learning about your background and would like to invite you to an interview for the {{job.title}} role.',
      'When: {{interview.when}}',
      'The interview takes about an hour with two members of the team you would join. Please keep a copy of your resume at hand. If this time does not work for you, reply to this e-mail or write to {{company.careersEmail}} and we will find another.',
      SIGN_OFF,
    ],
  },
  {
    name: 'Rejection',
    stage: 'Rejected',
    subject: 'Your application for {{job.title}}',
    body: [
      'Dear {{candidate.firstName}},',
      'Thank you for your interest in {{company.name}} and for the time you gave to your application for the {{job.title}} role.',
      'After careful consideration we have decided not to take your application further at this time. This was not an easy decision, and it is not a judgement of your abilities.',
      'We keep your profile in mind for future openings, and we would be glad to see you apply again. Our open positions are always at {{company.website}}/career.',
      'We wish you every success.',
      SIGN_OFF,
    ],
  },
  {
    name: 'Offer',
    stage: 'Offer',
    subject: 'An offer from {{company.name}} for {{job.title}}',
    body: [
      'Dear {{candidate.firstName}},',
      'We are delighted to offer you the {{job.title}} role at {{company.name}}.',
      'Our HR team will call you shortly to walk you through the offer letter, your compensation and the joining formalities. The letter itself follows by e-mail.',
      'If you have any questions before then, write to us at {{company.careersEmail}}. We look forward to welcoming you to the team.',
      SIGN_OFF,
    ],
  },
] as const;

/**
 * E-mail templates staff write for candidates (plain text with placeholders). A template may
 * be attached to one stage, which then proposes it when an application moves there; a stage
 * proposes at most one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns2025(db);
  const now = new Date().toISOString();
  await c
    .id(db.schema.createTable('email_templates'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('stage_id', 'integer', (col) => col.references('pipeline_stages.id'))
    .addColumn('archived_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await sql`create unique index email_templates_stage_idx on email_templates (stage_id)
    where stage_id is not null`.execute(db);
  await sql`create unique index email_templates_name_idx on email_templates (lower(name))
    where archived_at is null`.execute(db);
  for (const template of SEEDED_TEMPLATES) {
    const stageId = template.stage
      ? sql`(select min(id) from pipeline_stages where name = ${template.stage} and archived_at is null)`
      : sql`null`;
    await sql`insert into email_templates (name, subject, body, stage_id, created_at, updated_at)
      values (${template.name}, ${template.subject}, ${template.body.join('\n\n')}, ${stageId},
        ${now}, ${now})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_templates').ifExists().execute();
}

import type { EmailTemplate } from '@vistaar/shared/contract';
import type { TemplateRow } from './templates-repository';

export const toEmailTemplate = (row: TemplateRow): EmailTemplate => ({
  id: row.id,
  name: row.name,
  subject: row.subject,
  body: row.body,
  stage:
    row.stage_id !== null && row.stage_name !== null
      ? { id: row.stage_id, name: row.stage_name }
      : null,
  archived: row.archived_at !== null,
  updatedAt: row.updated_at,
});

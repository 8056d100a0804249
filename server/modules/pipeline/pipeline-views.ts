import type {
  ApplicationEvent,
  HiredCandidate,
  Mention,
  PipelineStage,
} from '@vistaar/shared/contract';
import { GENERAL_APPLICATION_TITLE } from '../applications';
import type { ApplicationEventRow } from './events-repository';
import type { HiredWithoutEmployeeRow } from './hires-repository';
import type { MentionRow } from './notes-repository';
import type { StageRow } from './stages-repository';

export function toPipelineStage(
  row: StageRow,
  entryStageId: number,
  applications: number,
): PipelineStage {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    position: row.position,
    archived: row.archived_at !== null,
    entry: row.id === entryStageId,
    applications,
    ...(row.sla_working_days === null ? {} : { slaDays: row.sla_working_days }),
  };
}

const named = (id: number | null, name: string | null) =>
  id === null || name === null ? null : { id, name };

export function toApplicationEvent(
  row: ApplicationEventRow,
  mentions: ApplicationEvent['mentions'] = [],
): ApplicationEvent {
  return {
    id: row.id,
    kind: row.kind,
    createdAt: row.created_at,
    staff: named(row.staff_id, row.staff_name),
    fromStage: named(row.from_stage_id, row.from_stage_name),
    toStage: named(row.to_stage_id, row.to_stage_name),
    rejectionReason:
      row.rejection_reason_id === null || row.rejection_reason_label === null
        ? null
        : { id: row.rejection_reason_id, label: row.rejection_reason_label },
    comment: row.comment,
    mentions,
  };
}

export function toMention(row: MentionRow): Mention {
  return {
    id: row.id,
    applicationId: row.application_id,
    candidateName: `${row.first_name} ${row.last_name}`.trim(),
    jobTitle: row.job_title ?? GENERAL_APPLICATION_TITLE,
    note: row.comment ?? '',
    by: row.by_name ?? null,
    createdAt: row.created_at,
    read: row.read_at !== null,
  };
}

export function toHiredCandidate(row: HiredWithoutEmployeeRow): HiredCandidate {
  return {
    applicationId: row.id,
    fullName: `${row.first_name} ${row.last_name}`,
    jobTitle: row.job_title ?? GENERAL_APPLICATION_TITLE,
    hiredAt: row.stage_entered_at,
  };
}

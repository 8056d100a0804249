import type { ApplicationEvent, PipelineStage } from '../../../src/shared/contract';
import type { ApplicationEventRow } from './events-repository';
import type { StageRow } from './stages-repository';

export function toPipelineStage(row: StageRow): PipelineStage {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    position: row.position,
    archived: row.archived_at !== null,
  };
}

const named = (id: number | null, name: string | null) =>
  id === null || name === null ? null : { id, name };

export function toApplicationEvent(row: ApplicationEventRow): ApplicationEvent {
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
  };
}

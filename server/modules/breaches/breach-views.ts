import type { BreachListItem, BreachRecord } from '@vistaar/shared/contract';
import {
  BREACH_FIELDS,
  BREACH_SOURCES,
  type BreachField,
  type BreachSource,
} from '@vistaar/shared/config/breaches';
import type { BreachListRow, BreachRow } from './breach-repository';
import type { BreachScope } from './breach-affected';
import {
  boardReportDueAt,
  boardReportText,
  noticeSubject,
  noticeText,
  type BreachFacts,
} from './breach-texts';

function parsedList<T extends string>(json: string, allowed: readonly T[]): T[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? allowed.filter((item) => value.includes(item)) : [];
  } catch {
    return [];
  }
}

const breachSources = (row: { sources: string }): BreachSource[] =>
  parsedList(row.sources, BREACH_SOURCES);
const breachFields = (row: { fields: string }): BreachField[] =>
  parsedList(row.fields, BREACH_FIELDS);

export function breachScope(row: BreachRow): BreachScope {
  return {
    sources: breachSources(row),
    jobId: row.job_id,
    appliedFrom: row.applied_from,
    appliedTo: row.applied_to,
  };
}

export type BreachUpdateRow = {
  id: number;
  text: string;
  created_at: string;
  staff_name: string | null;
};

export function toBreachFacts(
  row: BreachRow,
  updates: BreachUpdateRow[],
  affectedCount: number,
): BreachFacts {
  return {
    id: row.id,
    summary: row.summary,
    location: row.location,
    occurredAt: row.occurred_at,
    discoveredAt: row.discovered_at,
    sources: breachSources(row),
    jobTitle: row.job_title,
    appliedFrom: row.applied_from,
    appliedTo: row.applied_to,
    fields: breachFields(row),
    consequences: row.consequences,
    measures: row.measures,
    safetySteps: row.safety_steps,
    contact: row.contact,
    createdAt: row.created_at,
    boardReportDueAt: boardReportDueAt(row.discovered_at),
    affectedCount,
    noticesSentAt: row.notices_sent_at,
    noticesSent: row.notices_sent,
    updates: updates.map((update) => ({ text: update.text, at: update.created_at })),
  };
}

export function toBreachRecord(
  row: BreachRow,
  updates: BreachUpdateRow[],
  affectedCount: number,
): BreachRecord {
  const facts = toBreachFacts(row, updates, affectedCount);
  // The record is the facts the texts are made from, less the count sent, with who and when.
  const { noticesSent: _noticesSent, updates: _updates, ...shared } = facts;
  return {
    ...shared,
    jobId: row.job_id,
    recordedBy: row.created_by_name,
    updatedAt: row.updated_at,
    boardReportedAt: row.board_reported_at,
    noticesSentBy: row.sent_by_name,
    // Once sent, the words people received; before, what they would receive.
    noticeSubject: row.notice_subject ?? noticeSubject(facts),
    noticeText: row.notice_text ?? noticeText(facts),
    boardReportText: boardReportText(facts),
    updates: updates.map((update) => ({
      id: update.id,
      text: update.text,
      at: update.created_at,
      by: update.staff_name,
    })),
  };
}

export function toBreachListItem(row: BreachListRow): BreachListItem {
  return {
    id: row.id,
    summary: row.summary,
    discoveredAt: row.discovered_at,
    boardReportDueAt: boardReportDueAt(row.discovered_at),
    boardReportedAt: row.board_reported_at,
    noticesSentAt: row.notices_sent_at,
    noticesSent: row.notices_sent,
    createdAt: row.created_at,
  };
}

import type { PoolCandidate } from '@vistaar/shared/contract';
import { escapeHtml } from '../mail';
import {
  ANGLE_CLOSE,
  ANGLE_OPEN,
  MARK_END,
  MARK_START,
  type PoolSearchRow,
} from './pool-search-repository';

/**
 * A matched passage as HTML: the text escaped first, then the database's marks around the
 * matched words made <mark> (the marks are control characters, which escaping leaves alone).
 */
function snippetHtml(snippet: string): string {
  const marked = escapeHtml(snippet.replaceAll(ANGLE_OPEN, '<').replaceAll(ANGLE_CLOSE, '>'))
    .replaceAll(MARK_START, '<mark>')
    .replaceAll(MARK_END, '</mark>');
  // eslint-disable-next-line no-control-regex
  return marked.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');
}

const marked = (passage: string | null): passage is string =>
  passage !== null && passage.includes(MARK_START);

/** The resume's and the notes' passages that matched, else the best of the other columns. */
function matchedPassages(row: PoolSearchRow): string[] {
  const passages = [row.resume_snippet, row.notes_snippet].filter(marked);
  if (passages.length > 0) return passages;
  // The skills column keeps its keys between bars.
  return [row.other_snippet].filter(marked).map((passage) => passage.replaceAll('|', ' '));
}

export function toPoolCandidate(
  row: PoolSearchRow,
  tags: string[],
  retentionEndsOn: string | null,
): PoolCandidate {
  return {
    id: row.candidate_id,
    name: row.name,
    location: row.location,
    experienceYears: row.experience_years === null ? null : Number(row.experience_years),
    noticeDays: row.notice_days,
    expectedCtc: row.expected_ctc === null ? null : Number(row.expected_ctc),
    lastActivityAt: row.last_activity_at,
    keptForOtherRoles: row.keep_for_other_roles === 1,
    skills: [...new Set(row.skills.split('|').filter(Boolean))],
    tags,
    snippets: matchedPassages(row).map(snippetHtml),
    retentionEndsOn,
  };
}

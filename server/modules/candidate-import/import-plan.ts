import type { Kysely } from 'kysely';
import type { ImportField } from '@vistaar/shared/config/candidate-import';
import {
  APPLICATION_SOURCE_LABELS,
  MANUAL_SOURCES,
  type ConsentSource,
} from '@vistaar/shared/config/candidates';
import type { ImportRowOutcome } from '@vistaar/shared/contract';
import { normalizedPhone } from '@vistaar/shared/lib/phone';
import {
  EMAIL_PATTERN,
  manualCandidateSchema,
  type ManualCandidateInput,
} from '@vistaar/shared/validation';
import { ValidationError } from 'yup';
import type { Database } from '../../db/schema';
import { normalizedEmail } from '../applications';
import { findLikelyDuplicates } from '../candidates';

const REFUSALS = {
  noName: 'No name.',
  noContact: 'No e-mail and no phone.',
  invalidEmail: 'Invalid e-mail address.',
  sameAs: (row: number) => `Duplicate of row ${row} in the file.`,
  noEmailForNotice: 'No e-mail: a new candidate must get the privacy notice by e-mail.',
} as const;

/** One row as the mapping reads it. */
export interface MappedRow {
  /** The row's number in the file, the header row being 1 (blank rows not counted). */
  row: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  currentEmployer: string;
  currentTitle: string;
  totalExperience: string;
  noticePeriod: string;
  currentLocation: string;
  skills: string;
  source: string;
  tags: string[];
  notes: string;
}

/** What one row will do: a new candidate (with the input to add), a merge, or a refusal. */
export type PlannedRow = MappedRow &
  (
    | { outcome: 'create'; input: ManualCandidateInput }
    | { outcome: 'merge'; candidateId: number }
    | { outcome: 'refuse'; reason: string }
  );

/** The cells of the columns mapped to `field`, non-blank, in column order. */
const cellsOf = (fields: readonly ImportField[], cells: readonly string[], field: ImportField) =>
  fields.flatMap((mapped, index) => (mapped === field && cells[index] ? [cells[index]] : []));

/**
 * 'Aarav Kumar Mehta' as first name 'Aarav Kumar' and last name 'Mehta'; 'Mehta, Aarav'
 * (last name first, as many exports write it) as 'Aarav' and 'Mehta'.
 */
function splitName(full: string): [string, string] {
  const comma = full.indexOf(',');
  if (comma > 0) {
    const [last, first] = [full.slice(0, comma).trim(), full.slice(comma + 1).trim()];
    if (first && last) return [first, last];
  }
  const words = full.split(/\s+/).filter(Boolean);
  if (words.length < 2) return [words[0] ?? '', ''];
  return [words.slice(0, -1).join(' '), words[words.length - 1]];
}

export function mapRow(
  fields: readonly ImportField[],
  cells: readonly string[],
  row: number,
): MappedRow {
  const first = (field: ImportField) => cellsOf(fields, cells, field)[0] ?? '';
  let firstName = first('firstName');
  let lastName = first('lastName');
  if (!firstName && !lastName) [firstName, lastName] = splitName(first('fullName'));
  return {
    row,
    firstName,
    lastName,
    email: first('email'),
    phone: first('phone'),
    currentEmployer: first('currentEmployer'),
    currentTitle: first('currentTitle'),
    totalExperience: first('totalExperience'),
    noticePeriod: first('noticePeriod'),
    currentLocation: first('currentLocation'),
    skills: first('skills'),
    source: first('source'),
    tags: cellsOf(fields, cells, 'tags').flatMap((cell) =>
      cell
        .split(/[,;]/)
        .map((tag) => tag.trim().slice(0, 40))
        .filter(Boolean),
    ),
    notes: cellsOf(fields, cells, 'notes').join('\n'),
  };
}

export const rowName = (row: MappedRow) => `${row.firstName} ${row.lastName}`.trim();

/** A source as written ('LinkedIn', 'naukri.com') as one the records know; anything else is 'other'. */
function knownSource(text: string): ManualCandidateInput['source'] {
  const key = text.toLowerCase().replace(/[^a-z]/g, '');
  const match = MANUAL_SOURCES.find(
    (source) =>
      source !== 'referral' &&
      source !== 'other' &&
      (key.startsWith(source.replace('_', '')) ||
        key.startsWith(APPLICATION_SOURCE_LABELS[source].toLowerCase().replace(/[^a-z]/g, ''))),
  );
  return match ?? 'other';
}

/** A phone as the forms take it: an Indian mobile's ten digits when it reads as one. */
function formPhone(phone: string): string {
  const digits = normalizedPhone(phone);
  return /^[6-9]\d{9}$/.test(digits) ? digits : phone;
}

/** Years of experience as a number, from '5', '5.5 years' or '5 years 3 months'. */
function experienceYears(text: string): string {
  const match = /\d+(?:\.\d+)?/.exec(text);
  return match ? String(Number(match[0])).slice(0, 10) : '';
}

function candidateInput(row: MappedRow, fileName: string, consentSource: ConsentSource) {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone ? formPhone(row.phone) : '',
    jobExperience: experienceYears(row.totalExperience),
    currentEmployer: row.currentEmployer,
    currentCTC: '',
    expectedCTC: '',
    currentLocation: row.currentLocation,
    city: '',
    state: '',
    source: knownSource(row.source),
    referrerCode: '',
    sourceDetail: `Import: ${fileName}`.slice(0, 200),
    consentSource,
  };
}

/** The form's own check of a new candidate; its first message is the refusal. */
function checkedInput(
  value: ReturnType<typeof candidateInput>,
): { input: ManualCandidateInput } | { reason: string } {
  try {
    return { input: manualCandidateSchema.validateSync(value, { stripUnknown: true }) };
  } catch (error) {
    if (error instanceof ValidationError)
      return { reason: String(error.errors[0] ?? error.message) };
    throw error;
  }
}

/**
 * The refusals a file shows on its own: no name, no e-mail and no phone, an invalid e-mail,
 * and a row with an e-mail or phone an earlier row already gave. Null: the row goes on.
 */
export function fileRefusals(rows: readonly MappedRow[]): (string | null)[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    if (!row.firstName && !row.lastName) return REFUSALS.noName;
    if (!row.email && !row.phone) return REFUSALS.noContact;
    if (row.email && !EMAIL_PATTERN.test(row.email)) return REFUSALS.invalidEmail;
    const keys = [
      row.email && `e:${normalizedEmail(row.email)}`,
      row.phone && `p:${normalizedPhone(row.phone)}`,
    ].filter(Boolean) as string[];
    const earlier = keys.map((key) => seen.get(key)).find((at) => at !== undefined);
    if (earlier !== undefined) return REFUSALS.sameAs(earlier);
    for (const key of keys) seen.set(key, row.row);
    return null;
  });
}

/**
 * What a row the file does not refuse will do, by the duplicate rules: a merge with the
 * candidate on file it matches (an e-mail match first, then a phone, then the lowest id),
 * else a new candidate, checked as the add-candidate form checks one. Candidates in
 * `createdHere` (made by this import's earlier rows) are not matched, so an apply does what
 * its dry run said.
 */
export async function planRow(
  db: Kysely<Database>,
  row: MappedRow,
  context: { fileName: string; consentSource: ConsentSource; createdHere: ReadonlySet<number> },
): Promise<PlannedRow> {
  const matches = (
    await findLikelyDuplicates(
      db,
      {
        names: [rowName(row)],
        emails: row.email ? [row.email] : [],
        phones: row.phone ? [row.phone] : [],
        employers: row.currentEmployer ? [row.currentEmployer] : [],
        dobs: [],
      },
      null,
    )
  ).filter((match) => !context.createdHere.has(match.candidateId));
  const rank = (reasons: string[]) =>
    reasons.includes('email') ? 0 : reasons.includes('phone') ? 1 : 2;
  const best = [...matches].sort(
    (a, b) => rank(a.reasons) - rank(b.reasons) || a.candidateId - b.candidateId,
  )[0];
  if (best) return { ...row, outcome: 'merge', candidateId: best.candidateId };
  if (!row.email) return { ...row, outcome: 'refuse', reason: REFUSALS.noEmailForNotice };
  const checked = checkedInput(candidateInput(row, context.fileName, context.consentSource));
  if ('reason' in checked) return { ...row, outcome: 'refuse', reason: checked.reason };
  return { ...row, outcome: 'create', input: checked.input };
}

export function outcomeOf(planned: PlannedRow, createdId?: number): ImportRowOutcome {
  return {
    row: planned.row,
    name: rowName(planned),
    email: planned.email,
    outcome: planned.outcome,
    candidateId: planned.outcome === 'merge' ? planned.candidateId : (createdId ?? null),
    reason: planned.outcome === 'refuse' ? planned.reason : null,
  };
}

import type { Kysely } from 'kysely';
import type { DuplicateReason } from '@vistaar/shared/config';
import { normalizedPhone } from '@vistaar/shared/lib/phone';
import type { Database } from '../../db/schema';
import { normalizedEmail } from '../applications';

/** A name as the comparison reads it: lower case, accents and punctuation gone, in words. */
export function nameTokens(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

/**
 * Whether two names are likely one person's, by a token-set match with initials: every word
 * of the shorter name (at least two words) pairs off with a different word of the longer one,
 * in any order, either equal or as its initial ('R' with 'Ravi'), and at least one pair is a
 * whole word. 'Ravi Kumar' matches 'Kumar Ravi', 'R. Kumar' and 'Ravi Kumar Sharma'; 'Ravi
 * Kumar' does not match 'Ravi Kumari' nor 'R. K.'.
 */
export function similarNames(a: string, b: string): boolean {
  return similarTokens(nameTokens(a), nameTokens(b));
}

/** `similarNames` over names already split by `nameTokens`. */
function similarTokens(a: readonly string[], b: readonly string[]): boolean {
  const [short, long] = [a, b].sort((x, y) => x.length - y.length);
  if (short.length < 2) return false;
  const unused = [...long];
  const take = (test: (word: string) => boolean) => {
    const index = unused.findIndex(test);
    if (index >= 0) unused.splice(index, 1);
    return index >= 0;
  };
  const rest: string[] = [];
  let whole = 0;
  for (const word of short) {
    if (word.length > 1 && take((other) => other === word)) whole += 1;
    else rest.push(word);
  }
  for (const word of rest) {
    const matched =
      word.length === 1
        ? take((other) => other.startsWith(word))
        : take((other) => other.length === 1 && word.startsWith(other));
    if (!matched) return false;
  }
  return whole > 0;
}

/**
 * A test of names against the given ones, each split once: a name shares a whole word (two
 * letters or more) with a given one before it can be similar, so most names of a common
 * employer or birthday are passed over on a set look-up.
 */
function similarToAny(names: readonly string[]): (name: string) => boolean {
  const given = names.map(nameTokens);
  const words = new Set(given.flat().filter((word) => word.length > 1));
  return (name) => {
    const tokens = nameTokens(name);
    return (
      tokens.some((word) => words.has(word)) && given.some((one) => similarTokens(one, tokens))
    );
  };
}

/** An employer as compared: trimmed and lower-cased, as the index on applications holds it. */
const employerKey = (employer: string) => employer.trim().toLowerCase();

/** What one person is known by: every name, address, number, employer and date of birth. */
export interface DuplicateProbe {
  names: string[];
  emails: string[];
  phones: string[];
  employers: string[];
  dobs: string[];
}

export interface LikelyDuplicate {
  candidateId: number;
  firstName: string;
  lastName: string;
  reasons: DuplicateReason[];
}

const unique = (values: string[]) => [...new Set(values.filter(Boolean))];

/**
 * The one duplicate check: the live candidates (neither erased nor merged) other than
 * `exceptId` that are likely the person `probe` describes, each with its reasons in a fixed
 * order: the same normalised e-mail (the candidate's or one of their applications'), the same
 * normalised Indian phone number (+91, 0091, a leading 0, spaces and dashes dropped), or a
 * similar name (`similarNames`) together with the same current employer or the same date of
 * birth on one of their applications. Each lookup reads an index.
 */
export async function findLikelyDuplicates(
  db: Kysely<Database>,
  probe: DuplicateProbe,
  exceptId: number | null,
): Promise<LikelyDuplicate[]> {
  const found = new Map<number, { firstName: string; lastName: string; reasons: Set<string> }>();
  const note = (id: number, first: string, last: string, reason: DuplicateReason) => {
    if (id === exceptId) return;
    const entry = found.get(id) ?? { firstName: first, lastName: last, reasons: new Set() };
    entry.reasons.add(reason);
    found.set(id, entry);
  };
  const live = () =>
    db
      .selectFrom('candidates as c')
      .where('c.erased_at', 'is', null)
      .where('c.merged_into', 'is', null);
  const liveApplications = () =>
    live()
      .innerJoin('job_applications as a', 'a.candidate_id', 'c.id')
      .where('a.erased_at', 'is', null);

  const emails = unique(probe.emails.map(normalizedEmail));
  if (emails.length) {
    const own = await live()
      .select(['c.id', 'c.first_name', 'c.last_name'])
      .where('c.email_normalized', 'in', emails)
      .execute();
    const applied = await liveApplications()
      .select(['c.id', 'c.first_name', 'c.last_name'])
      .where('a.email_normalized', 'in', emails)
      .execute();
    for (const row of [...own, ...applied]) note(row.id, row.first_name, row.last_name, 'email');
  }

  const phones = unique(probe.phones.map(normalizedPhone));
  if (phones.length) {
    const rows = await live()
      .select(['c.id', 'c.first_name', 'c.last_name'])
      .where('c.phone_normalized', 'in', phones)
      .execute();
    for (const row of rows) note(row.id, row.first_name, row.last_name, 'phone');
  }

  const names = unique(probe.names.map((name) => name.trim()));
  const similarToProbe = similarToAny(names);
  const similar = (row: {
    first_name: string;
    last_name: string;
    a_first: string;
    a_last: string;
  }) =>
    similarToProbe(`${row.first_name} ${row.last_name}`) ||
    similarToProbe(`${row.a_first} ${row.a_last}`);
  /** Candidates with an application sharing the employer or birthday, whose name is similar. */
  const similarNamed = async (
    reason: 'name-employer' | 'name-dob',
    keys: string[],
    column: 'current_employer' | 'dob',
  ) => {
    if (names.length === 0 || keys.length === 0) return;
    const rows = await liveApplications()
      .select([
        'c.id',
        'c.first_name',
        'c.last_name',
        'a.first_name as a_first',
        'a.last_name as a_last',
      ])
      .where(`a.${column}`, '<>', '')
      .where((eb) =>
        column === 'dob'
          ? eb('a.dob', 'in', keys)
          : eb(eb.fn('lower', [eb.fn('trim', ['a.current_employer'])]), 'in', keys),
      )
      .execute();
    for (const row of rows.filter(similar)) note(row.id, row.first_name, row.last_name, reason);
  };
  await similarNamed('name-employer', unique(probe.employers.map(employerKey)), 'current_employer');
  await similarNamed('name-dob', unique(probe.dobs.map((dob) => dob.trim())), 'dob');

  const order: DuplicateReason[] = ['email', 'phone', 'name-employer', 'name-dob'];
  return [...found.entries()]
    .sort(([a], [b]) => a - b)
    .map(([candidateId, entry]) => ({
      candidateId,
      firstName: entry.firstName,
      lastName: entry.lastName,
      reasons: order.filter((reason) => entry.reasons.has(reason)),
    }));
}

/** A stored candidate as a probe: their own details and those of each live application. */
async function probeOf(
  db: Kysely<Database>,
  candidate: {
    id: number;
    first_name: string;
    last_name: string;
    email_normalized: string;
    phone: string;
  },
): Promise<DuplicateProbe> {
  const applications = await db
    .selectFrom('job_applications')
    .select(['first_name', 'last_name', 'email_normalized', 'phone', 'current_employer', 'dob'])
    .where('candidate_id', '=', candidate.id)
    .where('erased_at', 'is', null)
    .execute();
  return {
    names: [
      `${candidate.first_name} ${candidate.last_name}`,
      ...applications.map((row) => `${row.first_name} ${row.last_name}`),
    ],
    emails: [candidate.email_normalized, ...applications.map((row) => row.email_normalized)],
    phones: [candidate.phone, ...applications.map((row) => row.phone)],
    employers: applications.map((row) => row.current_employer),
    dobs: applications.map((row) => row.dob),
  };
}

/**
 * Compares one candidate with all others and stores each likely duplicate pair (lower id
 * first) with its reasons; a pair already dismissed or merged stays as it was decided. The
 * candidate is then marked compared as of its current details.
 */
export async function recordDuplicatesOf(
  db: Kysely<Database>,
  candidateId: number,
  at: string,
): Promise<number> {
  const candidate = await db
    .selectFrom('candidates')
    .select(['id', 'first_name', 'last_name', 'email_normalized', 'phone', 'updated_at'])
    .where('id', '=', candidateId)
    .where('erased_at', 'is', null)
    .where('merged_into', 'is', null)
    .executeTakeFirst();
  if (!candidate) return 0;
  const matches = await findLikelyDuplicates(db, await probeOf(db, candidate), candidate.id);
  for (const match of matches) {
    const [low, high] = [candidate.id, match.candidateId].sort((a, b) => a - b);
    const reasons = JSON.stringify(match.reasons);
    await db
      .insertInto('candidate_duplicates')
      .values({
        candidate_id: low,
        other_id: high,
        reasons,
        status: 'open',
        decided_by: null,
        decided_at: null,
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) =>
        oc
          .columns(['candidate_id', 'other_id'])
          .doUpdateSet({ reasons, updated_at: at })
          .where('candidate_duplicates.status', '=', 'open'),
      )
      .execute();
  }
  await db
    .updateTable('candidates')
    .set({ duplicates_checked_at: candidate.updated_at })
    .where('id', '=', candidate.id)
    .execute();
  return matches.length;
}

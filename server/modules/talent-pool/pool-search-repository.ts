import { sql, type Kysely, type RawBuilder } from 'kysely';
import { dialectOf } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { containsPattern, likeLower } from '../../lib/like-pattern';

/** Marks around matched words in snippets: characters no resume text keeps (see `snippetHtml`). */
export const MARK_START = '\u0001';
export const MARK_END = '\u0002';
/**
 * PostgreSQL's headline drops what its parser reads as an HTML tag: angle brackets go in as
 * these and come back out (see `snippetHtml`), so the passage shows the text as written.
 */
export const ANGLE_OPEN = '\u0003';
export const ANGLE_CLOSE = '\u0004';

export interface PoolSearch {
  /** Words, each found in some column; the last one also as a prefix. */
  words: string[];
  /** Skill keys as `skillKey` makes them: the candidate has every one. */
  skills: string[];
  minExperience?: number;
  maxExperience?: number;
  maxNoticeDays?: number;
  maxExpectedCtc?: number;
  location: string;
  /** ISO timestamp: activity at or after. */
  activeSince?: string;
  /** Tag keys: the candidate has every one. */
  tags: string[];
  keptForOtherRoles?: boolean;
  /** YYYY-MM-DD: a retention period still runs for an application that ended after these. */
  retainedAfter: { normal: string; kept: string };
  limit: number;
  offset: number;
}

/** The `candidate_search` columns a search reads (COLUMNS: all but the searched texts). */
export interface PoolSearchRow extends Omit<
  Database['candidate_search'],
  'resume' | 'notes' | 'fields'
> {
  /** The passages that matched, the words between MARK_START and MARK_END; null without words. */
  resume_snippet: string | null;
  notes_snippet: string | null;
  /** The best passage of any column, for a match in the name, skills or fields alone. */
  other_snippet: string | null;
}

/** `+` and `#` spelled out, as the PostgreSQL index holds them (`pool_terms` of 0056). */
const postgresTerms = (word: string) =>
  word.toLowerCase().replaceAll('+', 'plus').replaceAll('#', 'sharp');

const hasWordCharacter = (word: string) => /[\p{L}\p{N}]/u.test(word);

/** The words searched, and SQLite's FTS5 query of them. */
interface Words {
  list: string[];
  /** `prefix`: the last word is still matched as a prefix (see `ftsMatch`). */
  fts: { query: string; prefix: boolean };
}

const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * At most this many words of the index that the last word begins are named in its place;
 * past them (a word of one or two letters) it stays a prefix.
 */
const PREFIX_TERMS = 16;

/**
 * FTS5: each word a quoted string (its own quotes doubled), all of them required; the last
 * one also as a prefix. When the last word is one plain token, the indexed words it begins
 * are looked up (0086) and named instead, which matches the same candidates: FTS5 answers a
 * prefix by gathering every match of every word it begins before it hands out the first, in
 * each query and again for each candidate looked up by id, while named words are read only
 * as far as needed.
 */
async function ftsMatch(db: Kysely<Database>, words: string[]): Promise<Words['fts']> {
  const leading = words.slice(0, -1).map(ftsPhrase);
  const last = words[words.length - 1];
  const prefixQuery = { query: [...leading, `${ftsPhrase(last)}*`].join(' AND '), prefix: true };
  const token = last.toLowerCase();
  if (dialectOf(db) !== 'sqlite' || !/^[a-z0-9+#]+$/.test(token)) return prefixQuery;
  // Every word that begins with the token sorts from it up to the token with its last
  // character raised by one.
  const past = `${token.slice(0, -1)}${String.fromCharCode(token.charCodeAt(token.length - 1) + 1)}`;
  const { rows } = await sql<{ term: string }>`select term from candidate_fts_terms
    where term >= ${token} and term < ${past} limit ${PREFIX_TERMS + 1}`.execute(db);
  if (rows.length === 0 || rows.length > PREFIX_TERMS) return prefixQuery;
  const named = `(${rows.map((row) => ftsPhrase(row.term)).join(' OR ')})`;
  return { query: [...leading, named].join(' AND '), prefix: false };
}

/** PostgreSQL: each word as a phrase of its tokens, the last a prefix when it is one plain word. */
function tsQuery(words: string[]): RawBuilder<unknown> {
  const parts = words.map((word, index) =>
    index === words.length - 1 && /^[\p{L}\p{N}]+$/u.test(word)
      ? sql`to_tsquery('simple', ${`${postgresTerms(word)}:*`})`
      : sql`phraseto_tsquery('simple', ${postgresTerms(word)})`,
  );
  return sql`(${sql.join(parts, sql` && `)})`;
}

/**
 * The filters; on SQLite a tag is tested against `candidate`, the expression of the
 * candidate's id.
 */
function filters(
  search: PoolSearch,
  candidate: RawBuilder<unknown> | 'postgres',
): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [
    sql`(s.ended_on > ${search.retainedAfter.normal} or s.ended_on_kept > ${search.retainedAfter.kept})`,
  ];
  for (const skill of search.skills) {
    where.push(sql`s.skills like ${containsPattern(`|${skill}|`)} escape '\\'`);
  }
  // PostgreSQL starts from the candidates holding the skills, through their index (0086); a
  // key with a bar in it is no one element, so the pattern alone decides for it.
  const skillKeys = search.skills.filter((skill) => !skill.includes('|'));
  if (candidate === 'postgres' && skillKeys.length > 0) {
    where.push(sql`string_to_array(s.skills, '|') @> array[${sql.join(skillKeys)}]::text[]`);
  }
  if (search.minExperience !== undefined)
    where.push(sql`s.experience_years >= ${search.minExperience}`);
  if (search.maxExperience !== undefined)
    where.push(sql`s.experience_years <= ${search.maxExperience}`);
  if (search.maxNoticeDays !== undefined) where.push(sql`s.notice_days <= ${search.maxNoticeDays}`);
  if (search.maxExpectedCtc !== undefined)
    where.push(sql`s.expected_ctc <= ${search.maxExpectedCtc}`);
  if (search.location) {
    // PostgreSQL orders a row's checks by their cost: ILIKE (which lowercases both sides in a
    // multibyte database, as lower() does) is one operator, so the place is checked before the
    // resume words, whose document is read from out of line; lower() like lower() is two and
    // came after them.
    where.push(
      candidate === 'postgres'
        ? sql`s.location ilike ${containsPattern(search.location)} escape '\\'`
        : likeLower(sql`s.location`, containsPattern(search.location)),
    );
  }
  if (search.activeSince) where.push(sql`s.last_activity_at >= ${search.activeSince}`);
  // A set built once from the tag's index (a tag is usually on few candidates, a word on most),
  // not a look-up for every row. PostgreSQL takes it as an array, so its plan starts from
  // these candidates: handed a join, it read every row's words to hash them against it.
  for (const tag of search.tags) {
    const tagged = sql`select t.candidate_id from candidate_tags t where t.tag_key = ${tag}`;
    where.push(
      candidate === 'postgres'
        ? sql`s.candidate_id = any(array(${tagged}))`
        : sql`${candidate} in (${tagged})`,
    );
  }
  if (search.keptForOtherRoles) where.push(sql`s.keep_for_other_roles = 1`);
  return where;
}

const angles = (text: RawBuilder<unknown>) =>
  sql`replace(replace(${text}, '<', ${ANGLE_OPEN}), '>', ${ANGLE_CLOSE})`;

const COLUMNS = sql`s.candidate_id, s.name, s.skills, s.experience_years, s.notice_days,
  s.expected_ctc, s.location, s.last_activity_at, s.keep_for_other_roles, s.ended_on,
  s.ended_on_kept`;

/**
 * A search shows and counts at most this many candidates: with words the best of the newest
 * matches, without them the most recently active. Ranking reads every ranked candidate's
 * words, two resumes in three say "engineer", and most filters pass most of the pool: past
 * this many, a recruiter narrows the search rather than pages on.
 */
export const RANKED_MATCHES = 1000;

/** A matched candidate and how well they match: higher is better. */
interface Match {
  id: number;
  score: number;
}

const bestFirst = (a: Match, b: Match) => b.score - a.score || a.id - b.id;

/**
 * SQLite's FTS5 index: over every column, or over the name and skills alone (0083), scored
 * with names weighing most, then skills.
 */
const ftsIndex = (keyColumns: boolean) =>
  keyColumns
    ? { table: sql`candidate_key_fts`, score: sql`-bm25(candidate_key_fts, 10.0, 5.0)` }
    : { table: sql`candidate_fts`, score: sql`-bm25(candidate_fts, 10.0, 5.0, 1.0, 1.0, 1.0)` };

/**
 * The name and skills weighted as in the search document (0056), the expression of the
 * PostgreSQL index that finds candidates by them alone (0082), for the row named `row`.
 */
const keyTerms = (row: 's' | 'm') =>
  sql.raw(`(setweight(to_tsvector('simple', pool_terms(${row}.name)), 'A')
    || setweight(to_tsvector('simple', pool_terms(replace(${row}.skills, '|', ' '))), 'B'))`);

/**
 * The newest candidates matching the words who pass the filters, at most one past
 * `RANKED_MATCHES`, each scored (in every column, names weighing most, then skills; or with
 * `keyColumns`, matched and scored in the name and skills alone). Only these are scored: a
 * common word matches most of the pool.
 */
async function newestMatches(
  db: Kysely<Database>,
  words: Words,
  where: RawBuilder<unknown>,
  keyColumns: boolean,
): Promise<Match[]> {
  if (dialectOf(db) === 'sqlite') {
    // FTS5 hands its matches out newest (highest id) first, so the filters are checked only
    // until enough pass, and read from their narrow index rather than the rows with resumes.
    const index = ftsIndex(keyColumns);
    const { rows } = await sql<Match>`select f.rowid as id, ${index.score} as score
      from ${index.table} f
      join candidate_search s indexed by candidate_search_filter_idx on s.candidate_id = f.rowid
      where ${index.table} match ${words.fts.query} and ${where}
      order by f.rowid desc limit ${RANKED_MATCHES + 1}`.execute(db);
    return rows;
  }
  // PostgreSQL checks the filters in narrow rows (the words are stored out of line, 0082) and
  // reads the documents of the chosen rows alone, after the limit. The filters come first: of
  // checks that cost the same, the planner keeps the written order, and a filter tested after
  // the words read the document of every row it then turned away. `+ 0` for the name and
  // skills: walking the newest rows would work out each one's terms to test them, slower than
  // reading every match from their index.
  const query = tsQuery(words.list);
  const { rows } = await sql<Match>`select m.id,
      ts_rank(${keyColumns ? keyTerms('m') : sql`m.document`}, ${query}) as score
    from (select s.candidate_id as id, ${keyColumns ? sql`s.name, s.skills` : sql`s.document`}
      from candidate_search s
      where ${where} and ${keyColumns ? keyTerms('s') : sql`s.document`} @@ ${query}
      order by ${keyColumns ? sql`s.candidate_id + 0` : sql`s.candidate_id`} desc
      limit ${RANKED_MATCHES + 1}) m`.execute(db);
  return rows;
}

/** The candidates' rows with the passages that matched, in no particular order. */
async function matchedRows(
  db: Kysely<Database>,
  words: Words,
  ids: number[],
): Promise<PoolSearchRow[]> {
  if (dialectOf(db) === 'sqlite') {
    // Named words are looked up by id. A prefix is worked out again for each id looked up, so
    // then one pass over the word's matches between the lowest and highest id, and `+` keeps
    // the list from FTS5, which answered every match for a list of one.
    const chosen = words.fts.prefix
      ? sql`f.rowid between ${Math.min(...ids)} and ${Math.max(...ids)}
          and +f.rowid in (${sql.join(ids)})`
      : sql`f.rowid in (${sql.join(ids)})`;
    const { rows } = await sql<PoolSearchRow>`select ${COLUMNS},
        snippet(candidate_fts, 2, ${MARK_START}, ${MARK_END}, '…', 24) as resume_snippet,
        snippet(candidate_fts, 3, ${MARK_START}, ${MARK_END}, '…', 24) as notes_snippet,
        snippet(candidate_fts, -1, ${MARK_START}, ${MARK_END}, '…', 24) as other_snippet
      from candidate_fts f cross join candidate_search s on s.candidate_id = f.rowid
      where candidate_fts match ${words.fts.query} and ${chosen}`.execute(db);
    return rows;
  }
  const query = tsQuery(words.list);
  const options = `StartSel="${MARK_START}", StopSel="${MARK_END}", MaxWords=24, MinWords=8, MaxFragments=2, FragmentDelimiter=" … "`;
  const { rows } = await sql<PoolSearchRow>`select ${COLUMNS},
      ts_headline('simple', ${angles(sql`s.resume`)}, ${query}, ${options}) as resume_snippet,
      ts_headline('simple', ${angles(sql`s.notes`)}, ${query}, ${options}) as notes_snippet,
      ts_headline('simple',
        ${angles(sql`s.name || ' | ' || replace(s.skills, '|', ' ') || ' | ' || s.fields`)},
        ${query}, ${options}) as other_snippet
    from candidate_search s where s.candidate_id in (${sql.join(ids)})`.execute(db);
  return rows;
}

/**
 * The matches ranked: all of them, best first, when there are at most `RANKED_MATCHES`;
 * otherwise the newest candidates whose name or skills match, then the newest of the rest,
 * each part best first. `more` says the matches ran past the ranked ones.
 */
async function rankMatches(
  db: Kysely<Database>,
  words: Words,
  where: RawBuilder<unknown>,
  narrowed: boolean,
): Promise<{ ranked: Match[]; more: boolean }> {
  // Every name or skills match is a match in every column too, so when they alone run past the
  // ranked ones they are the answer, and the walk over every column (for a skill, the resumes
  // naming it, read one by one) is not needed. Words alone often match that many; filters
  // (`narrowed`) seldom leave them, and then the walk over every column, answering alone when
  // it finds at most `RANKED_MATCHES`, goes first. Either order ranks the same candidates.
  let keyMatches = narrowed ? undefined : await newestMatches(db, words, where, true);
  if (keyMatches && keyMatches.length > RANKED_MATCHES) {
    return { ranked: keyMatches.slice(0, RANKED_MATCHES).sort(bestFirst), more: true };
  }
  const matches = await newestMatches(db, words, where, false);
  if (matches.length <= RANKED_MATCHES) return { ranked: matches.sort(bestFirst), more: false };
  keyMatches ??= (await newestMatches(db, words, where, true)).slice(0, RANKED_MATCHES);
  const inKey = new Set(keyMatches.map((match) => match.id));
  const rest = matches
    .filter((match) => !inKey.has(match.id))
    .slice(0, RANKED_MATCHES - keyMatches.length);
  return { ranked: [...keyMatches.sort(bestFirst), ...rest.sort(bestFirst)], more: true };
}

/**
 * One page of the pool and the count under the same search, on either database: the best
 * matches first (names weigh most, then skills), or the most recently active without words
 * (`order`). The count stops at `RANKED_MATCHES` and `more` says there were more.
 */
export async function searchPool(
  db: Kysely<Database>,
  search: PoolSearch,
): Promise<{ rows: PoolSearchRow[]; total: number; more: boolean; order: 'best' | 'recent' }> {
  const words = search.words.filter(hasWordCharacter);
  const sqlite = dialectOf(db) === 'sqlite';
  // SQLite tests a tag on each FTS5 match before it reads the match's filter columns; the `+`
  // keeps FTS5 from being handed the set, which it would answer by working the words out again
  // for every tagged candidate.
  const candidate = !sqlite ? 'postgres' : words.length > 0 ? sql`+f.rowid` : sql`s.candidate_id`;
  const checks = filters(search, candidate);
  const where = sql.join(checks, sql` and `);
  if (words.length === 0) {
    // SQLite judges a row's width by its declared columns, not by the resume text it holds,
    // so it would count by reading every row: the filter columns' indexes hold all it needs,
    // by candidate from a tag's few candidates, else in the order of the page.
    const table = !sqlite
      ? sql`candidate_search s`
      : search.tags.length > 0
        ? sql`candidate_search s indexed by candidate_search_filter_idx`
        : sql`candidate_search s indexed by candidate_search_recent_idx`;
    // As with words, the most recent `RANKED_MATCHES` are shown and counted: counting every
    // candidate a broad filter passes read the whole pool on every search.
    const limit = Math.min(search.limit, RANKED_MATCHES - search.offset);
    const [page, count] = await Promise.all([
      limit > 0
        ? sql<PoolSearchRow>`select ${COLUMNS}, null as resume_snippet, null as notes_snippet,
              null as other_snippet from ${table}
            where ${where} order by s.last_activity_at desc, s.candidate_id desc
            limit ${limit} offset ${search.offset}`.execute(db)
        : { rows: [] },
      sql<{ total: number | string }>`select count(*) as total from (select 1 as found
        from ${table} where ${where} limit ${RANKED_MATCHES + 1}) passed`.execute(db),
    ]);
    const total = Number(count.rows[0].total);
    return {
      rows: page.rows,
      total: Math.min(total, RANKED_MATCHES),
      more: total > RANKED_MATCHES,
      order: 'recent',
    };
  }
  const matching = { list: words, fts: await ftsMatch(db, words) };
  // Every search checks retention; any check beyond it narrows the search.
  const { ranked: matches, more } = await rankMatches(db, matching, where, checks.length > 1);
  const page = matches.slice(search.offset, search.offset + search.limit).map((match) => match.id);
  const rows = page.length > 0 ? await matchedRows(db, matching, page) : [];
  const byId = new Map(rows.map((row) => [row.candidate_id, row]));
  return {
    rows: page.flatMap((id) => byId.get(id) ?? []),
    total: matches.length,
    more,
    order: 'best',
  };
}

/** Whether the candidate is in the pool: not erased, and a retention period still runs. */
export async function inPool(
  db: Kysely<Database>,
  candidateId: number,
  retainedAfter: PoolSearch['retainedAfter'],
): Promise<boolean> {
  const row = await db
    .selectFrom('candidate_search as s')
    .select('s.candidate_id')
    .where('s.candidate_id', '=', candidateId)
    .where((eb) =>
      eb.or([
        eb('s.ended_on', '>', retainedAfter.normal),
        eb('s.ended_on_kept', '>', retainedAfter.kept),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

export async function tagsOf(
  db: Kysely<Database>,
  candidateIds: readonly number[],
): Promise<Map<number, string[]>> {
  const tags = new Map<number, string[]>();
  if (candidateIds.length === 0) return tags;
  const rows = await db
    .selectFrom('candidate_tags')
    .select(['candidate_id', 'tag'])
    .where('candidate_id', 'in', [...candidateIds])
    .orderBy('tag_key')
    .execute();
  for (const row of rows)
    tags.set(row.candidate_id, [...(tags.get(row.candidate_id) ?? []), row.tag]);
  return tags;
}

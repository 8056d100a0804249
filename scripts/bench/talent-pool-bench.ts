// The talent pool's part of `npm run bench`: a resume text and skills for every seeded
// application (written with the index's triggers off, then every candidate's search row rebuilt
// once: the rows the triggers would have left), then the
// pool's search timed with words, filters and both, through the service the route uses.
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import { talentPoolQuerySchema, type TalentPoolQuery } from '@vistaar/shared/validation';
import { dialectOf } from '../../server/db/dialect';
import type { Database } from '../../server/db/schema';
import { searchTalentPool } from '../../server/modules/talent-pool';

const ROWS_PER_INSERT = 500;
const ROWS_PER_TRANSACTION = 10_000;

function rng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const SKILLS = [
  'Java',
  'Python',
  'C++',
  'C#',
  '.NET',
  'Node.js',
  'React.js',
  'Angular',
  'Kubernetes',
  'Docker',
  'AWS',
  'Azure',
  'Terraform',
  'PostgreSQL',
  'MongoDB',
  'Kafka',
  'Spark',
  'Go',
  'Rust',
  'Kotlin',
  'Swift',
  'Figma',
  'Selenium',
  'SAP',
  'Salesforce',
  'Spring Boot',
  'Machine Learning',
];

const WORDS = `engineer developer team project built designed led delivered services platform
  customers payments banking retail logistics healthcare insurance telecom analytics reports
  dashboards pipelines migration cloud scale performance latency reliability testing automation
  agile scrum mentoring hiring reviews architecture microservices monolith api gateway mobile
  android ios web frontend backend database queries indexing caching search recommendations
  billing invoices compliance security audits monitoring alerts incidents oncall releases
  deployment containers clusters networking storage backups recovery quality support training
  clients stakeholders requirements roadmap budget vendors operations inventory supply chain
  manufacturing plant sales marketing campaigns content design research prototypes experiments`
  .split(/\s+/)
  .filter(Boolean);

const CITIES = [
  'Bengaluru',
  'Pune',
  'Hyderabad',
  'Chennai',
  'Mumbai',
  'Gurugram',
  'Noida',
  'Kochi',
  'Ahmedabad',
  'Kolkata',
];

/**
 * What the pool's filters compare, spread as on a real desk (the applications' seed gives every
 * applicant the same city, no notice period and no expected CTC): ten cities, notice periods
 * from none to 90 days, 4 to 43 lakhs expected, three in ten kept for other roles; a tag on one
 * candidate in ten and a rarer one on one in a hundred. Each field from its own slice of the id
 * (`id / 3`, `id / 11`), so no two filters pass the same candidates. Before the resume texts,
 * so the index's triggers rebuild short rows.
 */
export async function seedPoolFields(db: Kysely<Database>): Promise<void> {
  const cities = sql.join(
    CITIES.map((city, index) => sql`when ${index} then ${city}`),
    sql` `,
  );
  const { last } = await db
    .selectFrom('job_applications')
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirstOrThrow();
  // In slices: every row rebuilds its candidate's search row, past one statement's time limit.
  for (let from = 0; from <= (last ?? 0); from += ROWS_PER_INSERT) {
    const slice = sql`id > ${from} and id <= ${from + ROWS_PER_INSERT}`;
    await sql`update job_applications set
      current_location = case id / 3 % ${CITIES.length} ${cities} end,
      notice_days = case id % 5 when 0 then 0 when 1 then 15 when 2 then 30 when 3 then 60 else 90 end,
      expected_ctc_amount = 400000 + id / 11 % 40 * 100000,
      keep_for_other_roles = case when id / 7 % 10 < 3 then 1 else 0 end
      where ${slice}`.execute(db);
    await sql`update candidates set keep_for_other_roles = 1 where ${slice} and id in
      (select candidate_id from job_applications where keep_for_other_roles = 1)`.execute(db);
  }
  const at = new Date().toISOString();
  for (const [tag, every] of [
    ['Backend', 10],
    ['Shortlist 2026', 100],
  ] as const) {
    await sql`insert into candidate_tags (candidate_id, tag, tag_key, created_by, created_at)
      select id, ${tag}, ${tag.toLowerCase()}, null, ${at} from candidates
      where id % ${every} = 3`.execute(db);
  }
}

/**
 * The resume texts' own triggers off while `work` writes them (dropped and re-created from their
 * stored text on SQLite, as `withPoolRebuiltOnce` does for the other tables, whose rebuild of
 * every candidate afterwards reads the texts in): one rebuild per candidate instead of one per
 * statement of a hundred rows, which took most of an hour on a busy machine.
 */
async function withoutResumeTextTriggers<T>(db: Kysely<Database>, work: () => Promise<T>) {
  if (dialectOf(db) === 'postgres') {
    await sql`alter table application_resume_texts disable trigger user`.execute(db);
    try {
      return await work();
    } finally {
      await sql`alter table application_resume_texts enable trigger user`.execute(db);
    }
  }
  const { rows: triggers } = await sql<{ name: string; definition: string }>`
    select name, sql as definition from sqlite_master
    where type = 'trigger' and tbl_name = 'application_resume_texts'`.execute(db);
  for (const { name } of triggers) await sql`drop trigger ${sql.id(name)}`.execute(db);
  try {
    return await work();
  } finally {
    for (const { definition } of triggers) await sql.raw(definition).execute(db);
  }
}

/** Resume text and skills for every application, about 120 words each. Answers the rows written. */
export async function seedResumeTexts(db: Kysely<Database>): Promise<number> {
  return withoutResumeTextTriggers(db, () => writeResumeTexts(db));
}

async function writeResumeTexts(db: Kysely<Database>): Promise<number> {
  const random = rng(11);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const ids = (await db.selectFrom('job_applications').select('id').orderBy('id').execute()).map(
    (row) => row.id,
  );
  const at = new Date().toISOString();
  for (let offset = 0; offset < ids.length; offset += ROWS_PER_TRANSACTION) {
    await db.transaction().execute(async (trx) => {
      const end = Math.min(ids.length, offset + ROWS_PER_TRANSACTION);
      for (let start = offset; start < end; start += ROWS_PER_INSERT) {
        const rows = ids.slice(start, Math.min(end, start + ROWS_PER_INSERT)).map((id) => {
          const skills = [...new Set([pick(SKILLS), pick(SKILLS), pick(SKILLS), pick(SKILLS)])];
          const words = Array.from({ length: 110 }, () => pick(WORDS));
          for (const skill of skills) words.splice(Math.floor(random() * words.length), 0, skill);
          // One word no other resume holds, for the rare-term case.
          words.push(`ref${id}x`);
          return {
            application_id: id,
            text: `${words.join(' ')}.`,
            skills: `|${skills.map((skill) => skill.toLowerCase()).join('|')}|`,
            created_at: at,
          };
        });
        await trx.insertInto('application_resume_texts').values(rows).execute();
      }
    });
  }
  return ids.length;
}

export interface PoolTiming {
  db: string;
  name: string;
  matched: number;
  median: number;
  p95: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const cases = (rows: number): { name: string; query: Record<string, unknown> }[] => [
  { name: 'no words, most recent', query: {} },
  { name: 'name prefix "priy"', query: { search: 'priy' } },
  { name: 'name "priya sharma"', query: { search: 'priya sharma' } },
  { name: 'surname "sharma"', query: { search: 'sharma' } },
  { name: 'skill "C++"', query: { search: 'C++' } },
  { name: 'skill "node.js"', query: { search: 'node.js' } },
  { name: 'two-word skill "spring boot"', query: { search: 'spring boot' } },
  { name: 'surname and skill "sharma kafka"', query: { search: 'sharma kafka' } },
  { name: 'common skill "python"', query: { search: 'python' } },
  { name: 'common word "engineer"', query: { search: 'engineer' } },
  { name: 'two common words "cloud engineer"', query: { search: 'cloud engineer' } },
  { name: 'two words "kubernetes terraform"', query: { search: 'kubernetes terraform' } },
  { name: 'rare term (1 match)', query: { search: `ref${Math.floor(rows * 0.37)}x` } },
  { name: 'no match "cobol"', query: { search: 'cobol' } },
  {
    name: 'common word and a rare term no resume holds with it',
    query: { search: `engineer ref${Math.floor(rows * 0.61)}x` },
  },
  { name: 'skill and city "spring boot kochi"', query: { search: 'spring boot kochi' } },
  {
    name: 'almost no match "priya sharma spring boot kafka"',
    query: { search: 'priya sharma spring boot kafka' },
  },
  { name: 'skills filter "react.js, aws"', query: { skills: 'react.js, aws' } },
  {
    name: 'filters: experience 3-6, notice <= 30, CTC <= 15 L',
    query: { minExperience: 3, maxExperience: 6, maxNoticeDays: 30, maxExpectedCtc: 1_500_000 },
  },
  {
    name: 'location "pune" and active since',
    query: { location: 'pune', activeSince: '2020-01-01' },
  },
  { name: 'tag on 1 in 100', query: { tags: 'shortlist 2026' } },
  {
    name: 'words and filters',
    query: { search: 'kafka payments', skills: 'java', minExperience: 2 },
  },
  {
    name: '"engineer", Kochi, notice <= 15, 5+ years',
    query: { search: 'engineer', location: 'kochi', maxNoticeDays: 15, minExperience: 5 },
  },
  { name: '"engineer", tag on 1 in 100', query: { search: 'engineer', tags: 'shortlist 2026' } },
  {
    name: '"engineer", kept for other roles',
    query: { search: 'engineer', keptForOtherRoles: true },
  },
  { name: 'middle page, common word', query: { search: 'engineer', page: 25 } },
];

/** Each case `runs` times after 3 warm-up runs; the page query with its count and tags. */
export async function measureTalentPool(
  db: Kysely<Database>,
  label: string,
  rows: number,
  runs: number,
): Promise<PoolTiming[]> {
  const results: PoolTiming[] = [];
  for (const item of cases(rows)) {
    const query = talentPoolQuerySchema.validateSync(item.query) as TalentPoolQuery;
    const times: number[] = [];
    let matched = 0;
    for (let run = 0; run < 3 + runs; run += 1) {
      const started = performance.now();
      const answer = await searchTalentPool(db, query);
      const elapsed = performance.now() - started;
      matched = answer.total;
      if (run >= 3) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    const timing = {
      db: label,
      name: item.name,
      matched,
      median: percentile(times, 50),
      p95: percentile(times, 95),
    };
    // As it is measured too: a run stopped halfway keeps what it timed.
    console.log(
      `| ${label} | ${item.name} | ${matched} | ${timing.median.toFixed(1)} | ${timing.p95.toFixed(1)} |`,
    );
    results.push(timing);
  }
  return results;
}

// Runs resume parsing over the corpus in tests/fixtures/resumes (scripts/resume-corpus.mjs) and
// prints, per field, how many proposals were right, made and expected, with precision and
// recall, and the time each resume took through the worker. Exits non-zero only on a crash.
// Usage: npm run bench:parsing [-- --verbose]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { detectResumeType } from '../server/modules/files';
import { parseResume, type ResumeParseResult } from '../server/modules/resume-parsing';

const CORPUS = path.resolve('tests/fixtures/resumes');
const VERBOSE = process.argv.includes('--verbose');

type Expected = Record<string, unknown> & { noText?: boolean; jobSkills?: string[] };
const corpus = JSON.parse(readFileSync(path.join(CORPUS, 'expected.json'), 'utf8')) as {
  referenceDate: string;
  resumes: Record<string, Expected>;
};

const SCALAR_FIELDS = [
  'fullName',
  'email',
  'phone',
  'currentEmployer',
  'currentTitle',
  'totalExperienceYears',
  'currentCtc',
  'expectedCtc',
  'noticePeriodDays',
  'location',
] as const;
const ROWS = [...SCALAR_FIELDS, 'education', 'institution', 'skills', 'no_text'] as const;
type Row = (typeof ROWS)[number];

const tally = Object.fromEntries(
  ROWS.map((row) => [row, { correct: 0, proposed: 0, expected: 0 }]),
) as Record<Row, { correct: number; proposed: number; expected: number }>;

const same = (a: unknown, b: unknown) =>
  typeof a === 'number' && typeof b === 'number'
    ? Math.abs(a - b) < 0.01
    : String(a).trim().toLowerCase() === String(b).trim().toLowerCase();

function count(row: Row, proposed: unknown, expected: unknown, file: string) {
  const entry = tally[row];
  if (proposed !== undefined) entry.proposed += 1;
  if (expected !== undefined) entry.expected += 1;
  const right = proposed !== undefined && expected !== undefined && same(proposed, expected);
  if (right) entry.correct += 1;
  else if (VERBOSE && (proposed !== undefined || expected !== undefined))
    console.log(
      `${file} ${row}: proposed ${JSON.stringify(proposed)}, expected ${JSON.stringify(expected)}`,
    );
}

function score(file: string, expected: Expected, result: ResumeParseResult) {
  count('no_text', result.status === 'no_text' ? true : undefined, expected.noText, file);
  const fields = result.status === 'parsed' ? result.fields : {};
  for (const field of SCALAR_FIELDS) count(field, fields[field]?.value, expected[field], file);
  const education = expected.education as { degree: string; institution?: string } | undefined;
  count('education', fields.education?.value.degree, education?.degree, file);
  count('institution', fields.education?.value.institution, education?.institution, file);
  const proposedSkills = (fields.skills ?? []).map((skill) => skill.value);
  const expectedSkills = (expected.skills as string[] | undefined) ?? [];
  const skills = tally.skills;
  skills.proposed += proposedSkills.length;
  skills.expected += expectedSkills.length;
  skills.correct += proposedSkills.filter((skill) => expectedSkills.includes(skill)).length;
  if (VERBOSE) {
    const extra = proposedSkills.filter((skill) => !expectedSkills.includes(skill));
    const missed = expectedSkills.filter((skill) => !proposedSkills.includes(skill));
    if (extra.length || missed.length)
      console.log(
        `${file} skills: extra ${extra.join(', ') || '-'}; missed ${missed.join(', ') || '-'}`,
      );
  }
}

const percent = (part: number, whole: number) =>
  whole ? `${((part / whole) * 100).toFixed(1)} %` : '-';

const times: number[] = [];
for (const [file, expected] of Object.entries(corpus.resumes)) {
  const bytes = readFileSync(path.join(CORPUS, file));
  const type = await detectResumeType(bytes);
  if (!type) throw new Error(`${file} is not a PDF or Word file`);
  const started = performance.now();
  const result = await parseResume(bytes, type, {
    today: new Date(corpus.referenceDate),
    jobSkills: expected.jobSkills,
  });
  times.push(performance.now() - started);
  if (result.status === 'failed') console.log(`${file}: failed (${result.reason})`);
  score(file, expected, result);
}

console.log(`\n${times.length} resumes`);
console.log(
  ['field'.padEnd(22), 'correct', 'proposed', 'expected', 'precision', 'recall'].join('  '),
);
for (const row of ROWS) {
  const { correct, proposed, expected } = tally[row];
  console.log(
    [
      row.padEnd(22),
      String(correct).padStart(7),
      String(proposed).padStart(8),
      String(expected).padStart(8),
      percent(correct, proposed).padStart(9),
      percent(correct, expected).padStart(7),
    ].join('  '),
  );
}
const sorted = [...times].sort((a, b) => a - b);
console.log(
  `\ntime per resume (worker start included): mean ${Math.round(times.reduce((a, b) => a + b, 0) / times.length)} ms, median ${Math.round(sorted[Math.floor(sorted.length / 2)])} ms, max ${Math.round(sorted.at(-1) ?? 0)} ms`,
);

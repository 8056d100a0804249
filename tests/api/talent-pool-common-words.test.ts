import type { Kysely } from 'kysely';
import type { PoolCandidate } from '@vistaar/shared/contract';
import type { Database } from '../../server/db/schema';
import { findEntryStageId } from '../../server/modules/applications';
import { insertStoredFile } from '../../server/modules/files';
import { RANKED_MATCHES } from '../../server/modules/talent-pool/pool-search-repository';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { dialect, samplePdf } from './careers-fixtures';

interface Person {
  first: string;
  last: string;
  resume: string;
  skills: string;
  location?: string;
  /** When they applied (a general application: retention counts from this day). */
  appliedAt?: string;
}

/** Candidates with a general application and a resume text each, written as intake writes them. */
async function addPeople(db: Kysely<Database>, people: Person[]) {
  const fileId = await insertStoredFile(db, {
    purpose: 'resume',
    originalName: 'resume.pdf',
    mediaType: 'application/pdf',
    content: samplePdf(),
  });
  const stageId = await findEntryStageId(db);
  for (let start = 0; start < people.length; start += 200) {
    const batch = people.slice(start, start + 200).map((person, index) => ({
      ...person,
      email: `${person.first}.${person.last}.${start + index}@example.com`.toLowerCase(),
      at: person.appliedAt ?? new Date().toISOString(),
    }));
    const candidates = await db
      .insertInto('candidates')
      .values(
        batch.map((person) => ({
          first_name: person.first,
          last_name: person.last,
          email: person.email,
          email_normalized: person.email,
          phone: '',
          phone_normalized: '',
          source: 'careers_site' as const,
          erased_at: null,
          created_at: person.at,
          updated_at: person.at,
        })),
      )
      .returning(['id', 'email_normalized'])
      .execute();
    const candidateOf = new Map(candidates.map((row) => [row.email_normalized, row.id]));
    const applications = await db
      .insertInto('job_applications')
      .values(
        batch.map((person) => ({
          job_id: null,
          candidate_id: candidateOf.get(person.email)!,
          first_name: person.first,
          last_name: person.last,
          email: person.email,
          email_normalized: person.email,
          phone: '9000000000',
          dob: '1995-01-01',
          gender: 'F',
          address: '1 Test Street',
          city: 'Pune',
          state: 'Maharashtra',
          job_experience: '4',
          current_ctc: '',
          expected_ctc: '',
          current_employer: '',
          current_location: person.location ?? 'Pune',
          resume_file_id: fileId,
          submission_hash: person.email,
          client_ip: null,
          created_at: person.at,
          stage_id: stageId,
          stage_entered_at: person.at,
        })),
      )
      .returning(['id', 'email_normalized'])
      .execute();
    const personOf = new Map(batch.map((person) => [person.email, person]));
    await db
      .insertInto('application_resume_texts')
      .values(
        applications.map((row) => ({
          application_id: row.id,
          text: personOf.get(row.email_normalized)!.resume,
          skills: personOf.get(row.email_normalized)!.skills,
          created_at: new Date().toISOString(),
        })),
      )
      .execute();
  }
}

describe(`talent pool: a word most candidates share (${dialect})`, () => {
  let ctx: TestContext;
  let auth: string;

  const search = async (query: Record<string, string | number>) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/talent-pool',
      headers: { authorization: auth },
      query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { data: PoolCandidate[]; total: number; message?: string };
    return { names: body.data.map((row) => row.name), total: body.total, message: body.message };
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    auth = await ctx.staffAuth();
    const twoYearsAgo = new Date(Date.now() - 730 * 86_400_000).toISOString();
    await addPeople(ctx.database.db, [
      // The oldest, and the only one who names Python as a skill.
      {
        first: 'Kavya',
        last: 'Subramaniam',
        resume: 'Analyst building pricing models.',
        skills: '|python|',
      },
      ...Array.from({ length: RANKED_MATCHES + 100 }, (_, index) => ({
        first: 'Rohan',
        last: `Mehta${String.fromCharCode(97 + (index % 26))}${index}`,
        resume: 'Support engineer who once wrote a python script for reports.',
        skills: '',
        location: index % 200 === 0 ? 'Kochi' : index === 7 ? 'Mysuru' : 'Pune',
      })),
      // The newest, with Python as a skill, but applied two years ago: retention has ended.
      {
        first: 'Zubin',
        last: 'Lapsed',
        resume: 'Python developer.',
        skills: '|python|',
        appliedAt: twoYearsAgo,
      },
    ]);
  }, 180_000);
  afterAll(() => ctx.close());

  it('ranks the best of the newest matches, a name or skill match first, and says there were more', async () => {
    const first = await search({ search: 'python' });
    expect(first.total).toBe(RANKED_MATCHES);
    expect(first.message).toBe(
      'More than 1,000 candidates match: the best 1,000 are shown. Add words or filters to narrow the search.',
    );
    expect(first.names[0]).toBe('Kavya Subramaniam');
    expect(first.names.slice(1).every((name) => name.startsWith('Rohan Mehta'))).toBe(true);
    // The newest of the rest: the hundred oldest resume matches are past the ranked ones.
    const last = await search({ search: 'python', page: RANKED_MATCHES / 20 });
    expect(last.names).toHaveLength(20);
    expect(last.names).not.toContain('Rohan Mehtaa0');
    expect((await search({ search: 'python', page: RANKED_MATCHES / 20 + 1 })).names).toEqual([]);
  });

  it('counts exactly, without a message, once filters narrow the matches', async () => {
    const kochi = await search({ search: 'python', location: 'kochi' });
    expect(kochi.total).toBe(6);
    expect(kochi.names).toHaveLength(6);
    expect(kochi.message).toBeUndefined();
    // One left: the page holds them alone, not every candidate the word matched.
    expect(await search({ search: 'python', location: 'mysuru' })).toEqual({
      names: ['Rohan Mehtah7'],
      total: 1,
      message: undefined,
    });
  });

  it('never ranks or counts a candidate whose retention has ended', async () => {
    expect(await search({ search: 'zubin' })).toEqual({ names: [], total: 0, message: undefined });
    expect(await search({ search: 'python developer' })).toEqual({
      names: [],
      total: 0,
      message: undefined,
    });
    expect((await search({ search: 'python' })).names).not.toContain('Zubin Lapsed');
  });

  const candidateId = async (last: string) =>
    (
      await ctx.database.db
        .selectFrom('candidates')
        .select('id')
        .where('last_name', '=', last)
        .executeTakeFirstOrThrow()
    ).id;

  it('finds the few tagged candidates among the matches of a common word, best first, counted exactly', async () => {
    // The oldest matches, far past the newest ranked ones.
    for (const last of ['Mehtaa0', 'Mehtaf5', 'Subramaniam']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/talent-pool/candidates/${await candidateId(last)}/tags`,
        headers: { authorization: auth },
        payload: { tag: 'Callback' },
      });
      expect(response.statusCode).toBe(200);
    }
    // Out of the pool, so no recruiter could tag them now: tagged while their retention ran.
    await ctx.database.db
      .insertInto('candidate_tags')
      .values({
        candidate_id: await candidateId('Lapsed'),
        tag: 'Callback',
        tag_key: 'callback',
        created_by: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    // The skill match first; the two resume matches score alike, the earlier first.
    expect(await search({ search: 'python', tags: 'callback' })).toEqual({
      names: ['Kavya Subramaniam', 'Rohan Mehtaa0', 'Rohan Mehtaf5'],
      total: 3,
      message: undefined,
    });
    expect(await search({ search: 'python script', tags: 'callback', location: 'kochi' })).toEqual({
      names: ['Rohan Mehtaa0'],
      total: 1,
      message: undefined,
    });
  });

  /** The generated surname of the `index`th Rohan, as `beforeAll` writes it. */
  const mehta = (index: number) => `Rohan Mehta${String.fromCharCode(97 + (index % 26))}${index}`;
  const rohans = Array.from({ length: RANKED_MATCHES + 100 }, (_, index) => index);

  it('shows and counts the most recent 1,000 without words, and exactly once filters narrow them', async () => {
    const all = await search({});
    expect(all.total).toBe(RANKED_MATCHES);
    expect(all.message).toBe(
      'More than 1,000 candidates match: the 1,000 most recently active are shown. Add words or filters to narrow the search.',
    );
    expect(all.names).toHaveLength(20);
    expect((await search({ page: RANKED_MATCHES / 20 })).names).toHaveLength(20);
    expect((await search({ page: RANKED_MATCHES / 20 + 1 })).names).toEqual([]);
    const kochi = await search({ location: 'kochi' });
    expect(kochi).toEqual({ names: expect.any(Array), total: 6, message: undefined });
    expect(kochi.names).toHaveLength(6);
  });

  it('ranks the newest name matches alone when they run past 1,000, in the order every match would take', async () => {
    // Every Rohan's name matches, so the newest thousand of them are the newest thousand of all
    // matches; alike in score, the earlier first.
    const newest = rohans.slice(100);
    const first = await search({ search: 'mehta' });
    expect(first.total).toBe(RANKED_MATCHES);
    expect(first.message).toBe(
      'More than 1,000 candidates match: the best 1,000 are shown. Add words or filters to narrow the search.',
    );
    expect(first.names).toEqual(newest.slice(0, 20).map(mehta));
    expect((await search({ search: 'mehta', page: RANKED_MATCHES / 20 })).names).toEqual(
      newest.slice(-20).map(mehta),
    );
  });

  it('finds every word a typed beginning starts, whether it begins a few indexed words or many', async () => {
    // 'mehtab1' begins a few surnames (Mehtab1, Mehtab105, …), 'mehtab' more than forty.
    for (const [typed, letter] of [
      ['MehtaB1', 'b1'],
      ['mehtab', 'b'],
      ['mehtac2', 'c2'],
    ]) {
      const expected = rohans
        .filter((index) => mehta(index).toLowerCase().startsWith(`rohan mehta${letter}`))
        .map(mehta);
      const found = await search({ search: typed, limit: 100 });
      expect(found.total).toBe(expected.length);
      expect([...found.names].sort()).toEqual([...expected].sort());
    }
  });

  it('ranks a name that takes the common word first, and forgets it once the name changes back', async () => {
    const id = await candidateId('Mehtab1');
    const rename = (last: string) =>
      ctx.database.db
        .updateTable('candidates')
        .set({ last_name: last })
        .where('id', '=', id)
        .execute();
    await rename('Python');
    const renamed = await search({ search: 'python' });
    expect(renamed.total).toBe(RANKED_MATCHES);
    expect(renamed.names.slice(0, 2).sort()).toEqual(['Kavya Subramaniam', 'Rohan Python']);
    await rename('Mehtab1');
    const back = await search({ search: 'python' });
    expect(back.names[0]).toBe('Kavya Subramaniam');
    expect(back.names).not.toContain('Rohan Python');
    expect(back.names).not.toContain('Rohan Mehtab1');
  });
});

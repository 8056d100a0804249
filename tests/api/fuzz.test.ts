import fs from 'node:fs';
import { findStaffByEmail } from '../../server/modules/auth';
import { findActiveSession, startSession } from '../../server/modules/auth/staff-sessions';
import { seedCareersDemo } from '../../server/modules/applications';
import { seedEmployeesDemo } from '../../server/modules/employees';
import { createTestApp, TEST_STAFF, type TestContext } from '../../server/test-support/test-app';
import { dialect } from './careers-fixtures';
import {
  fuzzRoute,
  type FuzzSettings,
  type FuzzTarget,
  type StatusHistogram,
} from './fuzz/fuzz-runner';
import { oddPathArbitrary, requestArbitrary } from './fuzz/request-arbitraries';
import { readRouteCatalog, type FuzzRoute } from './fuzz/route-catalog';
import { routeExamples } from './fuzz/route-examples';
import type { RouteExample } from './fuzz/request-arbitraries';

// `npm run fuzz` sets these for its long runs; `npm test` runs the bounded defaults.
const PUBLIC_RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const STAFF_RUNS = Number(process.env.FUZZ_STAFF_RUNS ?? 60);
// A seed of its own each run, printed first, so a run that fails or stalls can be replayed.
const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : Math.floor(Math.random() * 2 ** 31);
const ONLY = process.env.FUZZ_ROUTE;
const REPORT = process.env.FUZZ_REPORT;
const ODD_PATHS = 'ANY /{odd path}';

// About 60 routes at a few milliseconds a request; one route is cut off at its own limit, so the
// file's limit only has to cover a slow machine, not a stuck route.
jest.setTimeout(Math.max(900_000, (PUBLIC_RUNS + STAFF_RUNS) * 60 * 40));
/**
 * A route's whole run, shrinking included. The slowest route answers in about 2 s a request
 * under jest (the two-factor set-up draws its QR code, which takes 40 ms in plain Node), so the
 * bound leaves room for that on a loaded machine and still ends a stuck route in minutes.
 */
const routeLimitMs = (runs: number) => Math.max(300_000, runs * 400);
process.stderr.write(`fuzz seed ${SEED} (replay with FUZZ_SEED=${SEED})\n`);

describe(`generated hostile requests to every route (${dialect})`, () => {
  let ctx: TestContext;
  let routes: FuzzRoute[];
  let examples: Record<string, RouteExample>;
  let settings: Omit<FuzzSettings, 'runs' | 'routeLimitMs'>;
  const histogram: StatusHistogram = {};

  beforeAll(async () => {
    ctx = await createTestApp(
      {},
      // Limits that would answer 429 to nearly everything keep the fuzzer from going deeper.
      { verificationTuning: { perAddressPerHour: 1_000_000, notFoundFloorMs: 0 } },
    );
    await seedCareersDemo(ctx.database.db);
    await seedEmployeesDemo(ctx.database.db);
    // The first page answer loads the whole front end to render it; on a busy machine that
    // took longer than one request's time limit, so it is loaded before the clock starts.
    await ctx.app.inject({ method: 'GET', url: '/no-such-page' });
    routes = await readRouteCatalog(ctx.app);
    examples = await routeExamples(ctx);
    const { db } = ctx.database;
    const { id } = (await findStaffByEmail(db, TEST_STAFF.email))!;
    let token: string | undefined;
    settings = {
      app: ctx.app,
      seed: SEED,
      timeoutMs: 15_000,
      histogram,
      // A fuzzed sign-out ends the session; the next request gets a new one.
      staffAuthorization: async () => {
        if (!token || !(await findActiveSession(db, token))) {
          token = await startSession(db, id, null, null, null);
        }
        return `Bearer ${token}`;
      },
    };
  });

  afterAll(async () => {
    if (REPORT) fs.writeFileSync(REPORT, JSON.stringify({ dialect, histogram }, null, 2));
    await ctx?.close();
  });

  // The long runs say where they are, on stderr (which jest does not hold back).
  const fuzz = async (target: FuzzTarget, runs: number) => {
    await fuzzRoute(target, { ...settings, runs, routeLimitMs: routeLimitMs(runs) });
    if (REPORT) process.stderr.write(`fuzzed ${target.key}: ${runs} cases\n`);
  };

  const selected = (staff: boolean) =>
    routes.filter((route) => route.staff === staff && (!ONLY || route.key === ONLY));

  it('finds the routes in the OpenAPI document', () => {
    const keys = routes.map((route) => route.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /api/career/apply-jobs',
        'POST /api/auth/login',
        'GET /api/employees',
        'PUT /api/employees/{id}',
      ]),
    );
    expect(routes.filter((route) => route.staff).length).toBeGreaterThanOrEqual(12);
    expect(routes.filter((route) => !route.staff).length).toBeGreaterThanOrEqual(8);
  });

  it('public routes never answer 5xx, leak internals or hang', async () => {
    for (const route of selected(false)) {
      await fuzz(
        { key: route.key, requests: requestArbitrary(route, examples[route.key]) },
        PUBLIC_RUNS,
      );
    }
    if (!ONLY || ONLY === ODD_PATHS) {
      await fuzz(
        { key: ODD_PATHS, requests: oddPathArbitrary(routes.map((route) => route.path)) },
        PUBLIC_RUNS,
      );
    }
  });

  it('staff routes, signed in, never answer 5xx, leak internals or hang', async () => {
    for (const route of selected(true)) {
      await fuzz(
        { key: route.key, requests: requestArbitrary(route, examples[route.key]) },
        STAFF_RUNS,
      );
    }
  });
});

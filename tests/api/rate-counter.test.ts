import { hitCounter, undoHit } from '../../server/lib/rate-counter';
import { openTestDatabase } from '../../server/test-support/test-app';
import { dialect } from './careers-fixtures';
import { stopTheClockAt } from './only-the-clock';

const TEN_MINUTES = 600;

describe(`counting windows (${dialect})`, () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  const at = (time: string) => jest.setSystemTime(new Date(`2026-01-05T${time}Z`));
  const hit = (key: string, limit = 5) => hitCounter(opened.database.db, key, TEN_MINUTES, limit);

  beforeAll(async () => {
    opened = await openTestDatabase({ migrated: true });
  });
  afterAll(async () => {
    jest.useRealTimers();
    await opened.drop();
  });
  beforeEach(() => stopTheClockAt(new Date('2026-01-05T10:00:00Z')));

  it('counts a burst that crosses a clock boundary as one window', async () => {
    at('10:09:59.500');
    for (let i = 1; i <= 5; i += 1) expect((await hit('burst')).allowed).toBe(true);
    at('10:10:00.500');
    const sixth = await hit('burst');
    expect(sixth).toMatchObject({ count: 6, allowed: false });
    // The window runs ten minutes from the first hit, not to the next clock boundary.
    expect(sixth.retryAfterSeconds).toBe(599);
  });

  it('opens a new window at the first hit after the old one ends', async () => {
    at('10:20:00');
    for (let i = 1; i <= 6; i += 1) await hit('reopen');
    at('10:29:59');
    expect(await hit('reopen')).toMatchObject({ count: 7, allowed: false, retryAfterSeconds: 1 });
    at('10:30:01');
    expect(await hit('reopen')).toMatchObject({
      count: 1,
      allowed: true,
      retryAfterSeconds: TEN_MINUTES,
    });
  });

  it('takes back a hit only from the open window', async () => {
    at('11:00:00');
    await hit('undo');
    await hit('undo');
    await undoHit(opened.database.db, 'undo', TEN_MINUTES);
    expect((await hit('undo')).count).toBe(2);
    at('11:10:30');
    // The window is over: nothing to take back, and the next hit starts afresh.
    await undoHit(opened.database.db, 'undo', TEN_MINUTES);
    expect((await hit('undo')).count).toBe(1);
  });

  it('gives every one of many hits at once its own count', async () => {
    at('12:00:00');
    const counts = (await Promise.all(Array.from({ length: 20 }, () => hit('together', 20)))).map(
      (result) => result.count,
    );
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect((await hit('together', 20)).allowed).toBe(false);
  });
});

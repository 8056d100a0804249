import { createReadCache, type ReadCache } from './read-cache';

describe('the read cache', () => {
  let mark: string | null;
  let clock: number;
  let loads: number;
  let cache: ReadCache;

  const load = (value: string) => async () => {
    loads += 1;
    return value;
  };

  beforeEach(() => {
    mark = '1';
    clock = 1_000_000;
    loads = 0;
    cache = createReadCache({
      changeMark: () => mark,
      ttlMs: 1_000,
      maxEntries: 2,
      now: () => clock,
    });
  });

  afterEach(() => cache.close());

  it('keeps an answer per key until the next write', async () => {
    expect(await cache.read('a', load('first'))).toBe('first');
    expect(await cache.read('a', load('second'))).toBe('first');
    expect(await cache.read('b', load('other key'))).toBe('other key');
    expect(loads).toBe(2);
    mark = '2';
    expect(await cache.read('a', load('after the write'))).toBe('after the write');
    expect(await cache.read('b', load('b after the write'))).toBe('b after the write');
  });

  it('keeps an answer no longer than its time to live', async () => {
    await cache.read('a', load('first'));
    clock += 999;
    expect(await cache.read('a', load('second'))).toBe('first');
    clock += 1;
    expect(await cache.read('a', load('third'))).toBe('third');
  });

  it('keeps nothing where writes cannot be seen', async () => {
    mark = null;
    await cache.read('a', load('first'));
    expect(await cache.read('a', load('second'))).toBe('second');
  });

  it('does not keep a failed read', async () => {
    await expect(
      cache.read('a', async () => {
        throw new Error('database away');
      }),
    ).rejects.toThrow('database away');
    expect(await cache.read('a', load('recovered'))).toBe('recovered');
  });

  it('lets concurrent callers share one read', async () => {
    const [one, two] = await Promise.all([
      cache.read('a', load('shared')),
      cache.read('a', load('not read')),
    ]);
    expect([one, two, loads]).toEqual(['shared', 'shared', 1]);
  });

  it('drops the least recently kept answer past its size', async () => {
    await cache.read('a', load('a'));
    await cache.read('b', load('b'));
    await cache.read('c', load('c'));
    expect(await cache.read('b', load('b again'))).toBe('b');
    expect(await cache.read('a', load('a again'))).toBe('a again');
  });

  it('lets no answer outlive its time in memory when nobody asks again', async () => {
    jest.useFakeTimers();
    try {
      const swept = createReadCache({ changeMark: () => '1', ttlMs: 1_000, now: () => clock });
      const value = { person: 'Erased Person' };
      await swept.read('a', async () => value);
      clock += 1_000;
      jest.advanceTimersByTime(1_000);
      // A new read after the sweep loads again: the kept answer is gone, not just stale.
      clock -= 1_000;
      expect(await swept.read('a', async () => ({ person: 'fresh' }))).toEqual({ person: 'fresh' });
      swept.close();
    } finally {
      jest.useRealTimers();
    }
  });
});

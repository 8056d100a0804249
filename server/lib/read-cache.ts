export interface ReadCacheOptions {
  /** A value that changes on every write to what the answers were read from; null: keep nothing. */
  changeMark: () => string | null;
  /**
   * How long an answer is kept even when nothing was written: answers carry what the clock
   * decides (overdue flags, signed links' expiry), so they are kept only for a moment.
   */
  ttlMs?: number;
  /**
   * Answers kept at the most; the oldest goes first. A desk page of 100 rows is a few hundred KB
   * as objects: this bounds the memory a burst of different queries can hold for its second.
   */
  maxEntries?: number;
  now?: () => number;
}

export interface ReadCache {
  /**
   * The answer kept under this key while nothing has been written since it was read and it is
   * younger than the time to live; otherwise `load()`'s, kept for the next caller. The key must
   * name everything the answer depends on besides the database: the reader and the request.
   */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Drops every kept answer and the timer (on shutdown). */
  close(): void;
}

interface Entry {
  at: number;
  value: Promise<unknown>;
}

/**
 * Answers to repeated reads, kept per reader and query in this process and dropped on the first
 * write. The mark is taken before the read, so an answer read across a write is kept under the
 * older mark and never served after it.
 */
export function createReadCache({
  changeMark,
  ttlMs = 1_000,
  maxEntries = 200,
  now = Date.now,
}: ReadCacheOptions): ReadCache {
  const entries = new Map<string, Entry>();
  let entriesMark: string | null = null;

  // Kept answers hold personal data: none outlives its time to live in memory, even when no
  // further request comes to replace it (an erased person's row included).
  const sweep = setInterval(() => {
    const oldest = now() - ttlMs;
    for (const [key, entry] of entries) if (entry.at <= oldest) entries.delete(key);
  }, ttlMs);
  sweep.unref();

  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const mark = changeMark();
      if (mark === null) return load();
      if (mark !== entriesMark) {
        entries.clear();
        entriesMark = mark;
      }
      const at = now();
      const kept = entries.get(key);
      if (kept && at - kept.at < ttlMs) return kept.value as Promise<T>;
      const value = load();
      const entry = { at, value };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    close() {
      clearInterval(sweep);
      entries.clear();
    },
  };
}

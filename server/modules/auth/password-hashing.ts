import { hash, verify } from '@node-rs/argon2';
import { serviceUnavailable } from '../../lib/http-error';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, one lane; a random salt per hash. */
const ARGON2_OPTIONS = {
  algorithm: 2 /* Argon2id; the enum is a const enum we cannot import under isolatedModules */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

const MAX_CONCURRENT = 4;
const MAX_WAITING = 64;
let running = 0;
const waiting: (() => void)[] = [];

/** At most a few hashes run at once; past a bounded queue the caller gets 503 instead of piling up. */
async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) {
    if (waiting.length >= MAX_WAITING)
      throw serviceUnavailable('The sign-in service is busy. Please try again shortly.', 5);
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => hash(password, ARGON2_OPTIONS));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return withHashSlot(() => verify(passwordHash, password).catch(() => false));
}

let dummyHash: Promise<string> | undefined;

/** Spends the same work as a real check, so an unknown account answers in the same time. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash('dummy-password-for-timing-only', ARGON2_OPTIONS);
  await verifyPassword(await dummyHash, password);
  return false;
}

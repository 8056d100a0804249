import type * as Argon2 from '@node-rs/argon2';

process.env.LOG_LEVEL ??= 'silent';

// Production hashes passwords with argon2id at OWASP's cost (19 MiB, two passes; see
// server/modules/auth/password-hashing.ts). The suites hash and check thousands of passwords,
// so here the same algorithm runs at its smallest cost; checks read the cost from the hash.
jest.mock('@node-rs/argon2', () => {
  const argon2 = jest.requireActual<typeof Argon2>('@node-rs/argon2');
  return {
    ...argon2,
    hash: (password: string, options?: Argon2.Options) =>
      argon2.hash(password, { ...options, memoryCost: 1024, timeCost: 1 }),
  };
});

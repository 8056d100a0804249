// The databases kept for the file's next test (server/test-support/postgres-pool.ts) end with it.
// Loaded only on PostgreSQL, so the other runs never load the database layer for it.
afterAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  const { drainPostgresPool } = await import('../../server/test-support/postgres-pool');
  await drainPostgresPool();
});

// How long the counts' rows stay locked per change, as PostgreSQL sees it (issue 41): the store's
// count function (server/migrations/007) notes when it got its locks while the database's
// boxoffice.lock_times setting is on, and the server's commit timestamps (track_commit_timestamp,
// on in scripts/postgres.mjs) say when that transaction committed and let the rows go.

/** Turns the notes on for every later connection to the database at `databaseUrl`. */
export async function noteLockTimes(databaseUrl) {
  await withClient(databaseUrl, async (client) => {
    const name = new URL(databaseUrl).pathname.slice(1);
    await client.query(`ALTER DATABASE ${name} SET boxoffice.lock_times = 'on'`);
  });
}

/**
 * The lock times noted since `since` (a Date; all when null), in ms: count, p50, p99 and max, or
 * null when none was noted (not a PostgreSQL store, or nothing changed a count).
 */
export async function readLockTimes(databaseUrl, since = null) {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `SELECT count(*)::int AS n,
         percentile_cont(0.5) WITHIN GROUP (ORDER BY ms) AS p50,
         percentile_cont(0.99) WITHIN GROUP (ORDER BY ms) AS p99,
         max(ms) AS max
       FROM (SELECT (extract(epoch FROM pg_xact_commit_timestamp(xmin) - locked_at) * 1000)::float8 AS ms
             FROM count_lock_times WHERE $1::timestamptz IS NULL OR locked_at >= $1) AS t`,
      [since],
    );
    const row = rows[0];
    return row && row.n > 0 ? { count: row.n, p50: row.p50, p99: row.p99, max: row.max } : null;
  });
}

async function withClient(url, work) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// Schema migrations: the numbered .sql files of server/migrations, each applied once, in order, at
// start. Instances starting together take turns (an advisory lock), so each file runs once.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, transaction } from './database.js';

/** server/migrations, found from this module whether it runs from src/ or from the dist/ bundle. */
export function migrationsDir(from = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir)) {
    const candidate = join(dir, 'migrations');
    if (existsSync(join(candidate, '001_init.sql'))) return candidate;
  }
  throw new Error(`No migrations folder above ${from}`);
}

/** The migration files, by name in order: `001_init.sql`, `002_...`. */
export function migrationFiles(dir = migrationsDir()): { name: string; sql: string }[] {
  return readdirSync(dir)
    .filter((name) => /^\d{3}_[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(dir, name), 'utf8') }));
}

/** A fixed advisory lock key for migrating (any number no other lock of the store uses). */
const MIGRATION_LOCK = 7_301_001;

/** Applies the migrations the database has not had yet; answers their names. */
export async function migrate(db: Database, files = migrationFiles()): Promise<string[]> {
  return transaction(db, '', async (sql) => {
    await sql.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await sql.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await sql.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name),
    );
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file.name)) continue;
      await sql.exec(file.sql);
      await sql.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file.name]);
      applied.push(file.name);
    }
    return { value: applied, closing: '' };
  });
}

// The records a call writes inside its transaction, kept here and sent with its COMMIT (or before the
// first statement that reads them from the database): a write costs no round trip of its own. Under a
// crowd each round trip waits a turn of the event loop and of the database, so an order's submit,
// which writes six records, answers sooner. Nothing changes for other calls: what a transaction has
// written is not seen outside it before COMMIT either way.
import { literal } from './database.js';

/** A record's JSON as it will be written, or null: deleted. */
type Write = string | null;

export class DeferredWrites {
  readonly #byCollection = new Map<string, Map<string, Write>>();

  set(collection: string, id: string, json: Write): void {
    let writes = this.#byCollection.get(collection);
    if (!writes) {
      writes = new Map();
      this.#byCollection.set(collection, writes);
    }
    writes.set(id, json);
  }

  /** Whether no write is kept. */
  empty(): boolean {
    return this.#byCollection.size === 0;
  }

  /** The write kept for a record: its JSON, null when deleted, undefined when none is kept. */
  get(collection: string, id: string): Write | undefined {
    return this.#byCollection.get(collection)?.get(id);
  }

  /** The statements that make the writes kept (of one collection, or all), forgotten here. */
  take(collection?: string): string[] {
    const names = collection === undefined ? [...this.#byCollection.keys()] : [collection];
    const statements: string[] = [];
    for (const name of names) {
      const writes = this.#byCollection.get(name);
      if (!writes) continue;
      this.#byCollection.delete(name);
      statements.push(...statementsOf(name, writes));
    }
    return statements;
  }
}

/** One INSERT for the records put, one DELETE for those deleted (each record once: the last write). */
function statementsOf(collection: string, writes: ReadonlyMap<string, Write>): string[] {
  const put: string[] = [];
  const deleted: string[] = [];
  for (const [id, json] of writes) {
    if (json === null) deleted.push(literal(id));
    else put.push(`(${literal(collection)}, ${literal(id)}, ${literal(json)}::jsonb)`);
  }
  const statements: string[] = [];
  if (deleted.length)
    statements.push(
      `DELETE FROM records WHERE collection = ${literal(collection)} AND id IN (${deleted.join(', ')})`,
    );
  if (put.length)
    statements.push(`INSERT INTO records (collection, id, value) VALUES ${put.join(', ')}
       ON CONFLICT (collection, id) DO UPDATE SET value = EXCLUDED.value`);
  return statements;
}

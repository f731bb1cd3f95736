// The records a call has read in its current transaction, so that it reads each once (issue 41): an
// order's submit read the cart's holds three times, an add twice more than once, and under a crowd
// every round trip costs a turn of PostgreSQL's processor and of this process's. A record read again
// in the same transaction, with no lock taken since, could only differ by another transaction's
// commit in between, which the call could not have told from one an instant earlier.
//
// What ends the reads' use: the transaction ending (a commit, `outside`), a lock taken (what the lock
// guards must be read after it), and a database function that changes records itself (the counts).
// A read sent before one of these and answered after is not kept (its ticket is stale).

/** A record's JSON as read (null: no record), so that each reader gets a copy of its own. */
type Read = string | null;

export class TxReads {
  readonly #reads = new Map<string, Read>();
  #era = 0;

  /** What a read about to be sent must show to be kept: the era it was sent in. */
  ticket(): number {
    return this.#era;
  }

  /** The record as read or written in this transaction: its value, null when none, undefined when unread. */
  get<T>(collection: string, id: string): T | null | undefined {
    const read = this.#reads.get(key(collection, id));
    if (read === undefined) return undefined;
    return read === null ? null : (JSON.parse(read) as T);
  }

  /** Keeps what a read sent with `ticket` found (undefined: no record), unless the reads ended since. */
  keep(ticket: number, collection: string, id: string, value: unknown): void {
    if (ticket !== this.#era) return;
    this.#reads.set(key(collection, id), value === undefined ? null : JSON.stringify(value));
  }

  /** What the transaction itself wrote (JSON, or null: deleted) is what it reads next. */
  wrote(collection: string, id: string, json: string | null): void {
    this.#reads.set(key(collection, id), json);
  }

  /** The transaction ended, or a lock or a function changed what was read: read again from now on. */
  end(): void {
    this.#era += 1;
    this.#reads.clear();
  }
}

const key = (collection: string, id: string) => `${collection}\u0000${id}`;

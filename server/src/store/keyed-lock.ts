// Locks by name, for one process: `run(keys, work)` starts `work` once every earlier holder of any
// of its keys has finished. All of a call's keys are queued at once, in call order, so two calls
// can never wait on each other (no deadlock) and a call never waits for unrelated keys.
const ignore = () => undefined;

export class KeyedLock {
  readonly #tails = new Map<string, Promise<void>>();

  run<T>(keys: readonly string[], work: () => T | Promise<T>): Promise<T> {
    const unique = [...new Set(keys)];
    const before = unique.flatMap((key) => this.#tails.get(key) ?? []);
    // No holder of these keys (the usual case): start at once, without a queue hop.
    const result = before.length ? Promise.all(before).then(work) : Promise.resolve().then(work);
    const done = result.then(ignore, ignore);
    for (const key of unique) this.#tails.set(key, done);
    void done.then(() => {
      for (const key of unique) if (this.#tails.get(key) === done) this.#tails.delete(key);
    });
    return result;
  }

  /** Keys held or waited for right now (for tests: nothing leaks once calls settle). */
  get size(): number {
    return this.#tails.size;
  }
}

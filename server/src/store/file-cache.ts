// The session files an instance served or wrote last, in memory up to a bound: a photo shown again
// is not read from the database again (in PGlite, reading 5 MB holds the server's only thread for
// about 0.1 s). A file's name always means the same bytes (a new upload takes a new name), so what
// is kept is never stale; the store still asks the database whether the session has the file (a
// key, no bytes), and the bound takes the files of sessions that ended.
import type { SessionFile } from './store.js';

export class FileCache {
  readonly #files = new Map<string, SessionFile>();
  #bytes = 0;

  /** `maxBytes` in all; a file over a quarter of it is not kept. */
  constructor(readonly maxBytes: number) {}

  get(sessionId: string, name: string): SessionFile | undefined {
    const key = `${sessionId}\n${name}`;
    const file = this.#files.get(key);
    if (file) {
      // The most recently used last: the bound takes the oldest first.
      this.#files.delete(key);
      this.#files.set(key, file);
    }
    return file;
  }

  set(sessionId: string, name: string, file: SessionFile): void {
    if (file.bytes.length > this.maxBytes / 4) return;
    const key = `${sessionId}\n${name}`;
    const known = this.#files.get(key);
    if (known) this.#bytes -= known.bytes.length;
    this.#files.delete(key);
    this.#files.set(key, file);
    this.#bytes += file.bytes.length;
    for (const [oldest, kept] of this.#files) {
      if (this.#bytes <= this.maxBytes) break;
      this.#files.delete(oldest);
      this.#bytes -= kept.bytes.length;
    }
  }

  get bytes(): number {
    return this.#bytes;
  }
}

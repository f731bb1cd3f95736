// Numbers that are never handed out twice: order numbers, which shoppers read and which their
// tickets were printed with. In memory they count up from `first`; FileSequences also keeps a
// high-water mark on disk, written before a number below it is used, so a restarted server
// continues above every number the last run may have issued (numbers skipped at a restart are
// simply never used).
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface Sequences {
  /** The next number of sequence `name`, starting at `first`. */
  next(name: string, first: number): number;
}

export class MemorySequences implements Sequences {
  readonly #next = new Map<string, number>();

  next(name: string, first: number): number {
    const value = Math.max(this.#next.get(name) ?? first, first);
    this.#next.set(name, value + 1);
    return value;
  }
}

/** How many numbers one write to disk reserves: one write per block, not per order. */
export const SEQUENCE_BLOCK = 20;

export class FileSequences implements Sequences {
  readonly #next = new Map<string, number>();
  /** Per sequence: every number below this may have been issued (what the file says). */
  readonly #reserved: Record<string, number>;

  constructor(
    private readonly file: string,
    private readonly block = SEQUENCE_BLOCK,
  ) {
    this.#reserved = FileSequences.read(file);
  }

  private static read(file: string): Record<string, number> {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
      throw error;
    }
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object') throw new Error(`${file} is not a sequences file`);
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, number] => Number.isSafeInteger(entry[1])),
    );
  }

  next(name: string, first: number): number {
    const value = Math.max(this.#next.get(name) ?? this.#reserved[name] ?? first, first);
    if (value >= (this.#reserved[name] ?? first)) {
      this.#reserved[name] = value + this.block;
      this.write();
    }
    this.#next.set(name, value + 1);
    return value;
  }

  /** Written whole to a temporary file and renamed over the old one, so a crash leaves one or the other. */
  private write(): void {
    mkdirSync(dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(this.#reserved, null, 2)}\n`);
    renameSync(temporary, this.file);
  }
}

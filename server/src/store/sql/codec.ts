// Records and session slots as JSON for the database: plain data as it is, and the few byte arrays
// (a pass holder's photo) as base64 under a marker key, restored on the way back. Most values hold
// no bytes: they are written by JSON.stringify alone (a replacer makes it several times slower) and
// read back without a copy.
const BYTES = '$bytes';

export function encode(value: unknown): string {
  if (!hasBytes(value)) return JSON.stringify(value);
  return JSON.stringify(value, (_key, v: unknown) =>
    v instanceof Uint8Array ? { [BYTES]: Buffer.from(v).toString('base64') } : v,
  );
}

/** A value the driver read (and parsed) from a jsonb column, bytes restored. */
export function decode<T>(value: unknown): T {
  return restore(value) as T;
}

/** JSON text as `encode` wrote it, bytes restored. */
export function decodeText<T>(text: string): T {
  return restore(JSON.parse(text)) as T;
}

function hasBytes(value: unknown): boolean {
  if (value instanceof Uint8Array) return true;
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(hasBytes);
  for (const key in value) if (hasBytes((value as Record<string, unknown>)[key])) return true;
  return false;
}

const bytesOf = (value: unknown): Uint8Array | undefined => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const keys = Object.keys(value);
  const base64 = (value as Record<string, unknown>)[BYTES];
  return keys.length === 1 && typeof base64 === 'string'
    ? new Uint8Array(Buffer.from(base64, 'base64'))
    : undefined;
};

/** Replaces the byte markers inside freshly parsed JSON, in place (nothing else holds it). */
function restore(value: unknown): unknown {
  const bytes = bytesOf(value);
  if (bytes) return bytes;
  if (value !== null && typeof value === 'object') {
    const holder = value as Record<string, unknown>;
    for (const key in holder) holder[key] = restore(holder[key]);
  }
  return value;
}

// Records and session slots as JSON for the database: plain data as it is, and the few byte arrays
// (a pass holder's photo) as base64 under a marker key, restored on the way back.
const BYTES = '$bytes';

export function encode(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v instanceof Uint8Array ? { [BYTES]: Buffer.from(v).toString('base64') } : v,
  );
}

export function decode<T>(json: unknown): T {
  // PGlite and pg both answer jsonb already parsed; walk it to restore the byte arrays.
  return restore(json) as T;
}

function restore(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(restore);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    const [only] = entries;
    if (entries.length === 1 && only?.[0] === BYTES && typeof only[1] === 'string')
      return new Uint8Array(Buffer.from(only[1], 'base64'));
    return Object.fromEntries(entries.map(([k, v]) => [k, restore(v)]));
  }
  return value;
}

// Configurable resource texts, cached for the visit, with `{{name}}` placeholders filled from the
// values given. A page asks for each text it shows; the texts asked for in the same moment go in one
// POST resource/pre-load (seed 000's API table), not one call per text, and a text asked for alone
// in one GET resource/{id} (a plain read the browser and any cache in between may keep). A text the
// site does not have comes back as null and the page shows its default.
import { api } from './api';

/** The contract's limit of ids per pre-load call. */
export const PRELOAD_MAX_IDS = 100;

const cache = new Map<string, Promise<string | null>>();

export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The ids in batches the pre-load call takes. */
export function preloadBatches(ids: readonly string[], size = PRELOAD_MAX_IDS): string[][] {
  const unique = [...new Set(ids)];
  const batches: string[][] = [];
  for (let i = 0; i < unique.length; i += size) batches.push(unique.slice(i, i + size));
  return batches;
}

type Waiting = { readonly id: string; readonly resolve: (text: string | null) => void };
let queue: Waiting[] = [];

/** One text by GET resource/{id}; none (a 404 included) is null. */
const oneText = (id: string): Promise<Map<string, string>> =>
  api
    .GET('/resource/{id}', { params: { path: { id } } })
    .then(({ data }) => new Map([[id, data.value.resourceText]]))
    .catch(() => new Map<string, string>());

/** Several texts by one POST resource/pre-load. */
const someTexts = (ids: string[]): Promise<Map<string, string>> =>
  api
    .POST('/resource/pre-load', { body: { extResourceIds: ids } })
    .then(({ data }) => new Map(data.value.map((r) => [r.extResourceId, r.value])))
    .catch(() => new Map<string, string>());

async function preload(waiting: readonly Waiting[]): Promise<void> {
  for (const batch of preloadBatches(waiting.map((w) => w.id))) {
    const [only] = batch;
    const texts = await (batch.length === 1 && only !== undefined ? oneText(only) : someTexts(batch));
    for (const w of waiting) if (batch.includes(w.id)) w.resolve(texts.get(w.id) ?? null);
  }
}

/** The resource's text, or null when the site has none (callers show their default). */
export function resourceText(id: string): Promise<string | null> {
  let text = cache.get(id);
  if (!text) {
    text = new Promise<string | null>((resolve) => {
      if (queue.length === 0)
        // Everything asked for in the same task (a page's effects run together) joins one call.
        queueMicrotask(() => {
          const waiting = queue;
          queue = [];
          void preload(waiting);
        });
      queue.push({ id, resolve });
    });
    cache.set(id, text);
  }
  return text;
}

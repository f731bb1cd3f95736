// Configurable resource texts (GET /resource/{id}), cached for the visit, with `{{name}}`
// placeholders filled from the values given.
import { api } from './api';

const cache = new Map<string, Promise<string | null>>();

export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The resource's text, or null when the site has none (callers show their default). */
export function resourceText(id: string): Promise<string | null> {
  let text = cache.get(id);
  if (!text) {
    text = api
      .GET('/resource/{id}', { params: { path: { id } } })
      .then(({ data }) => data.value?.resourceText ?? null)
      .catch(() => null);
    cache.set(id, text);
  }
  return text;
}

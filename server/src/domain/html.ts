// Text put into HTML the storefront renders (confirmation prompts, tickets): shopper-entered
// values such as holder names must never become markup.

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** The text with &, <, >, " and ' escaped, safe in element content and quoted attributes. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

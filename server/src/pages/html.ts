// The sign-in pages' HTML: one self-contained document (inline styles, no scripts, no external
// assets) that reads well from 360 px up and works with the keyboard alone.
import { siteSettings } from '../catalog/site.js';

import { escapeHtml } from '../domain/html.js';

export { escapeHtml };

/** Marks a fragment as already-safe HTML, so `html` does not escape it again. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

type Interpolated = SafeHtml | string | number | null | undefined | false | readonly Interpolated[];

const render = (value: Interpolated): string => {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
};

/** Tagged template: interpolated strings are escaped, SafeHtml fragments are kept. */
export function html(strings: TemplateStringsArray, ...values: Interpolated[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

const STYLES = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2a33;background:#f3f6f8}
header{background:#0b4f6c;color:#fff;padding:.75rem 1rem}
header a{color:#fff;font-weight:600;text-decoration:none}
main{max-width:56rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
h2{font-size:1.2rem;margin:0 0 .75rem}
.panels{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,20rem),1fr))}
.panel{background:#fff;border:1px solid #d3dde3;border-radius:.5rem;padding:1rem}
.hub{margin-top:1rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input[type=email],input[type=password],input[type=text]{width:100%;font:inherit;padding:.6rem;border:1px solid #7a8b96;border-radius:.375rem}
input[aria-invalid=true]{border-color:#b00020;border-width:2px}
.hint{font-size:.875rem;color:#4a5a65;margin:.25rem 0 0}
.field-error{color:#b00020;font-size:.9rem;margin:.25rem 0 0}
.alert{border-left:4px solid #b00020;background:#fdecee;padding:.75rem 1rem;margin:0 0 1rem;border-radius:.25rem}
.alert ul{margin:.25rem 0 0;padding-left:1.25rem}
.notice{border-left:4px solid #0b4f6c;background:#e7f1f6;padding:.75rem 1rem;margin:0 0 1rem;border-radius:.25rem}
button,.button{display:inline-block;font:inherit;font-weight:600;margin-top:1rem;padding:.65rem 1.25rem;border-radius:.375rem;border:0;background:#0b4f6c;color:#fff;cursor:pointer;text-decoration:none}
.button.secondary{background:#fff;color:#0b4f6c;border:1px solid #0b4f6c}
a{color:#0b4f6c}
:focus-visible{outline:3px solid #f2a900;outline-offset:2px}
dl{display:grid;grid-template-columns:minmax(6rem,auto) 1fr;gap:.25rem 1rem;margin:0}
dt{font-weight:600}
dd{margin:0;overflow-wrap:anywhere}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center}
`;

/**
 * The pages' security headers: nothing loads from elsewhere and forms post only to this site. This
 * CSP is stricter than the storefront's shared one (http/headers.ts), which leaves it in place.
 */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'Cache-Control': 'no-store',
};

/** A whole page; the title follows the storefront's '{page} | {site name}'. */
export function page(title: string, body: SafeHtml): string {
  return `<!DOCTYPE html>${html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | ${siteSettings.webSiteName}</title>
<style>${new SafeHtml(STYLES)}</style>
</head>
<body>
<header><a href="/">${siteSettings.webSiteName}</a></header>
<main id="main">
${body}
</main>
</body>
</html>`}`;
}

/** Field errors by field name; the page lists them at the top and beside each field. */
export type FieldErrors = Readonly<Record<string, string>>;

export function errorSummary(errors: FieldErrors, general?: string): SafeHtml {
  const messages = Object.values(errors);
  if (!general && messages.length === 0) return html``;
  return html`<div class="alert" role="alert" tabindex="-1">
${general ? html`<p><strong>${general}</strong></p>` : ''}
${messages.length ? html`<ul>${messages.map((m) => html`<li>${m}</li>`)}</ul>` : ''}
</div>`;
}

export interface FieldOptions {
  readonly name: string;
  readonly label: string;
  readonly type: 'email' | 'password' | 'text';
  readonly autocomplete: string;
  readonly value?: string;
  readonly hint?: string;
  readonly maxLength?: number;
  /** Distinguishes the same field in two forms on one page (ids must be unique). */
  readonly idPrefix: string;
}

export function field(options: FieldOptions, errors: FieldErrors): SafeHtml {
  const id = `${options.idPrefix}-${options.name}`;
  const error = errors[options.name];
  // A field in error shows the message instead of its hint (they often say the same).
  const hint = error ? undefined : options.hint;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return html`<label for="${id}">${options.label}</label>
<input id="${id}" name="${options.name}" type="${options.type}" autocomplete="${options.autocomplete}" required${
    options.type === 'password' ? '' : html` value="${options.value ?? ''}"`
  }${options.maxLength ? html` maxlength="${options.maxLength}"` : ''}${
    error ? html` aria-invalid="true"` : ''
  }${described ? html` aria-describedby="${described}"` : ''}>
${hint ? html`<p class="hint" id="${id}-hint">${hint}</p>` : ''}
${error ? html`<p class="field-error" id="${id}-error">${error}</p>` : ''}`;
}

/** The hidden fields every page form carries: the session's XSRF token and where to go back to. */
export const hiddenFields = (xsrfToken: string, returnUrl: string) =>
  html`<input type="hidden" name="__xsrf" value="${xsrfToken}">
<input type="hidden" name="ReturnUrl" value="${returnUrl}">`;

/** A same-site link carrying ReturnUrl. */
export const withReturnUrl = (path: string, returnUrl: string) =>
  `${path}?ReturnUrl=${encodeURIComponent(returnUrl)}`;

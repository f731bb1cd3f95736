import { describe, expect, it } from 'vitest';
import { escapeHtml, html, page } from '../../src/pages/html.js';

describe('page HTML', () => {
  it('escapes interpolated text but keeps nested fragments', () => {
    const name = `<img src=x onerror="alert('1')">&`;
    expect(escapeHtml(name)).toBe('&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;');
    expect(html`<p>${name}</p>${html`<b>${'ok'}</b>`}`.value).toBe(`<p>${escapeHtml(name)}</p><b>ok</b>`);
    expect(html`${[html`<i>a</i>`, '<b>']}${null}${false}${7}`.value).toBe('<i>a</i>&lt;b&gt;7');
  });

  it('titles a page "{page} | {site name}" and loads nothing from elsewhere', () => {
    const doc = page('Sign In', html`<p>x</p>`);
    expect(doc.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    expect(doc).toContain('<title>Sign In | Lakeside Adventure Park</title>');
    expect(doc).not.toMatch(/https?:\/\//);
  });
});

// Resource texts: one pre-load call for the texts a page asks for together, one GET for a text asked
// for alone, each text cached for the visit, null for a text the site does not have.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[][] = [];
const gets: string[] = [];
vi.mock('../../src/lib/api', () => ({
  api: {
    GET: async (_path: string, { params }: { params: { path: { id: string } } }) => {
      gets.push(params.path.id);
      if (params.path.id !== 'd.alone') throw new Error('Request failed with status 404');
      return {
        data: { success: true, message: null, value: { extResourceId: 'd.alone', resourceText: 'D' } },
      };
    },
    POST: async (_path: string, { body }: { body: { extResourceIds: string[] } }) => {
      calls.push(body.extResourceIds);
      const known: Record<string, string> = { 'a.title': 'Welcome {{name}}', 'b.text': 'B' };
      return {
        data: {
          success: true,
          message: null,
          value: body.extResourceIds
            .filter((id) => id in known)
            .map((id) => ({ extResourceId: id, value: known[id] })),
        },
      };
    },
  },
}));

const { fillPlaceholders, preloadBatches, resourceText } = await import('../../src/lib/resources');

beforeEach(() => {
  calls.length = 0;
  gets.length = 0;
});

describe('resource texts', () => {
  it('asks for the texts of one moment in one pre-load call', async () => {
    const texts = await Promise.all([
      resourceText('a.title'),
      resourceText('b.text'),
      resourceText('c.none'),
    ]);
    expect(texts).toEqual(['Welcome {{name}}', 'B', null]);
    expect(calls).toEqual([['a.title', 'b.text', 'c.none']]);
  });

  it('asks for a text alone with GET resource/{id}; one the site lacks is null', async () => {
    expect(await resourceText('d.alone')).toBe('D');
    expect(await resourceText('e.none')).toBeNull();
    expect(gets).toEqual(['d.alone', 'e.none']);
    expect(calls).toEqual([]);
  });

  it('keeps each text for the visit', async () => {
    expect(await resourceText('a.title')).toBe('Welcome {{name}}');
    expect(calls).toEqual([]);
  });

  it('splits more ids than one call takes, without repeats', () => {
    const ids = Array.from({ length: 205 }, (_, i) => `r${i % 201}`);
    expect(preloadBatches(ids).map((b) => b.length)).toEqual([100, 100, 1]);
  });

  it('fills placeholders and leaves unknown ones as they are', () => {
    expect(fillPlaceholders('Welcome {{ name }} {{other}}', { name: 'Jordan' })).toBe(
      'Welcome Jordan {{other}}',
    );
  });
});

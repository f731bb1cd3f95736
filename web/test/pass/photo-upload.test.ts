import { StorefrontApiError } from '@boxoffice/sdk';
import { describe, expect, it, vi } from 'vitest';
import {
  choosePhoto,
  passImageUrl,
  refusedMessage,
  UPLOAD_FAILED,
  uploadAnswerText,
  uploadErrorText,
} from '../../src/features/pass/photo-upload';

const f = (name: string) => ({ name });

describe('choosing the photo (seed 001 §2, §5)', () => {
  it('takes a png, jpg or jpeg', () => {
    for (const name of ['me.png', 'me.JPG', 'me.jpeg']) expect(choosePhoto([f(name)]).file?.name).toBe(name);
  });

  it('refuses anything else by name', () => {
    const choice = choosePhoto([f('me.gif'), f('notes.pdf'), f('noextension')]);
    expect(choice.file).toBeNull();
    expect(choice.refused).toEqual(['me.gif', 'notes.pdf', 'noextension']);
    expect(refusedMessage(choice.refused)).toBe(
      "'me.gif', 'notes.pdf', 'noextension' cannot be uploaded: only png, jpg and jpeg pictures are accepted.",
    );
  });

  it('of several files uploads the last acceptable one', () => {
    const choice = choosePhoto([f('a.png'), f('b.gif'), f('c.jpg')]);
    expect(choice).toEqual({ file: { name: 'c.jpg' }, refused: ['b.gif'], skipped: ['a.png'] });
  });
});

describe('upload failures (seed 001 §8)', () => {
  const error = (serverMessage: string | null) =>
    new StorefrontApiError({
      kind: 'http',
      status: 400,
      method: 'POST',
      url: '/x',
      operation: null,
      serverMessage,
    });

  it("says 'Unexcepted error encountered' for a call that fails, whatever its message (seed 001 §8)", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(uploadErrorText(error('Only png, jpg and jpeg images are accepted'))).toBe(
      'Unexcepted error encountered',
    );
    expect(uploadErrorText(error(null))).toBe('Unexcepted error encountered');
    expect(uploadErrorText(new TypeError('Failed to fetch'))).toBe(UPLOAD_FAILED);
    vi.restoreAllMocks();
  });

  it('reads an answer: success, its message, or the seed’s text without one', () => {
    expect(uploadAnswerText({ success: true, message: null })).toBeNull();
    expect(uploadAnswerText({ success: false, message: 'Too big' })).toBe('Too big');
    expect(uploadAnswerText({ success: false, message: null })).toBe('Unexcepted error encountered');
  });
});

it('shows the photo from the pass image call with refresh', () => {
  expect(passImageUrl('ct_3002', 3)).toBe('/api/cart/pass/ct_3002/image?refresh=3');
});

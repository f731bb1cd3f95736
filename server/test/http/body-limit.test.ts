import { describe, expect, it } from 'vitest';
import { signedInShopper } from '../features/pass-support.js';
import { TestShopper, testApp } from '../support/client.js';

const MB = 1024 * 1024;

/** A body of `total` bytes in 64 kB chunks, made only as it is read; `pulled` counts what was read. */
function countingStream(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close();
      counter.pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

const post = (shopper: TestShopper, path: string, init: RequestInit) =>
  shopper.raw(path, {
    method: 'POST',
    ...init,
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': shopper.cookies.get('XSRF-TOKEN') ?? '',
      ...init.headers,
    },
  });

describe('request body limits', () => {
  it('refuses an API body whose Content-Length is over 1 MB with 413 and the envelope, without reading it', async () => {
    const shopper = await new TestShopper(testApp()).open();
    const unread = new ReadableStream({
      pull() {
        throw new Error('the body was read');
      },
    });
    const response = await post(shopper, '/api/resource/pre-load', {
      body: unread,
      headers: { 'content-length': String(64 * MB) },
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      success: false,
      message: 'The request body is too large (the limit is 1 MB)',
    });
  });

  it('cuts off a chunked body without Content-Length once it passes 1 MB, without reading the rest', async () => {
    const shopper = await new TestShopper(testApp()).open();
    const { stream, counter } = countingStream(64 * MB);
    const response = await post(shopper, '/api/resource/pre-load', {
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).success).toBe(false);
    expect(counter.pulled).toBeLessThan(2 * MB);
  });

  it('still reads a 900 kB body (its normal answer, not 413)', async () => {
    const shopper = await new TestShopper(testApp()).open();
    // A field the operation does not know is dropped by validation: only the size is unusual.
    const body = JSON.stringify({ extResourceIds: ['nope'], padding: 'x'.repeat(900 * 1024) });
    const response = await post(shopper, '/api/resource/pre-load', { body });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, value: [] });
  });

  it('takes a 5 MB pass photo upload (the upload limit is 6 MB)', async () => {
    const shopper = await signedInShopper();
    const id = (await shopper.api.POST('/cart/add-new-pass')).data?.value ?? '';
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const photo = Buffer.concat([png, Buffer.alloc(5 * MB - png.length)]);
    const form = new FormData();
    form.append('uploadFile', new File([new Uint8Array(photo)], 'holder.png', { type: 'image/png' }));
    const response = await shopper.raw(`/api/cart/pass/${id}/image`, {
      method: 'POST',
      body: form,
      headers: { 'x-xsrf-token': shopper.cookies.get('XSRF-TOKEN') ?? '' },
    });
    expect(response.status).toBe(200);

    const tooBig = await shopper.raw(`/api/cart/pass/${id}/image`, {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(7 * MB),
        'x-xsrf-token': shopper.cookies.get('XSRF-TOKEN') ?? '',
      },
      body: 'x',
    });
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).message).toBe('The request body is too large (the limit is 6 MB)');
  });

  it('limits the sign-in pages and the test controls to 64 kB', async () => {
    const app = testApp({ testControls: true });
    const shopper = new TestShopper(app);
    const big = `email=a%40b.c&password=${'x'.repeat(70 * 1024)}`;
    const login = await shopper.raw('/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: big,
    });
    expect(login.status).toBe(413);
    expect(login.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await login.text()).toContain('Form too large');

    const controls = await shopper.raw('/test-controls/unavailable', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'x'.repeat(70 * 1024) }),
    });
    expect(controls.status).toBe(413);
    expect((await controls.json()).success).toBe(false);
  });
});

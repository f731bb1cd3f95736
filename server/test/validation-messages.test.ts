// A request the contract refuses is answered in the form's words where the shared rules have them.
import { describe, expect, it } from 'vitest';
import { TestShopper, testApp } from './support/client.js';

const app = testApp();

async function post(path: string, body: unknown, method = 'POST') {
  const shopper = await new TestShopper(app).open();
  const response = await shopper.raw(`/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-xsrf-token': shopper.cookies.get('XSRF-TOKEN') ?? '' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { message: string; errors?: string[] } };
}

const guest = {
  firstName: 'Jordan',
  lastName: 'Rivera',
  emailAddress: 'jordan.rivera@example.com',
  phoneNumber: '5125550142',
  zip: '78701',
};

describe('form messages for requests the contract refuses', () => {
  it("answers an empty first name on reservation/begin with 'First Name is required'", async () => {
    const { status, body } = await post('/reservation/begin', { ...guest, firstName: '' });
    expect(status).toBe(400);
    expect(body.message).toBe('First Name is required');
  });

  it('answers a bad zip on the personal information with the postal code message', async () => {
    const { status, body } = await post(
      '/reservation/personal-information',
      { ...guest, zip: '1234567890' },
      'PUT',
    );
    expect(status).toBe(400);
    expect(body.message).toBe('A 5 digit US or 6 character Canadian postal code is required');
  });

  it('answers letters for the order lookup phone with the numeric phone message', async () => {
    const { status, body } = await post('/order/details/external', {
      extOrderTokenId: 'ord_7Q2M9X',
      token: 'tok_5KX81PQ0',
      phoneNumber: 'call me',
    });
    expect(status).toBe(400);
    expect(body.message).toBe('A valid, numeric phone number is required');
  });

  it('keeps the field-naming message where the rules have nothing to say', async () => {
    const { status, body } = await post('/reservation/begin', { ...guest, firstName: 12 });
    expect(status).toBe(400);
    expect(body.message).toBe(
      'The request has a missing or invalid field: firstName: Invalid input: expected string, received number',
    );
  });
});

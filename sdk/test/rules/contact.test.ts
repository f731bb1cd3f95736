import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_PATTERN,
  emailAddressSchema,
  firstNameSchema,
  internationalPhoneSchema,
  isEmailAddress,
  isStrongPassword,
  lastNameSchema,
  nanpPhoneSchema,
  passwordSchema,
  phoneNumberSchema,
  tenDigitPhoneSchema,
} from '../../src/rules/contact.js';
import {
  EMAIL_REQUIRED,
  FIRST_NAME_LENGTH,
  LAST_NAME_LENGTH,
  PASSWORD_RULE,
  PHONE_INTERNATIONAL_TOO_LONG,
  PHONE_NANP_INVALID,
} from '../../src/rules/messages.js';
import { errorsOf, issuesOf, parsedOf } from './helpers.js';

describe('names (1 to 35 characters)', () => {
  it('accepts 1 and 35 characters', () => {
    expect(parsedOf(firstNameSchema, 'A')).toBe('A');
    expect(parsedOf(lastNameSchema, 'x'.repeat(35))).toBe('x'.repeat(35));
  });
  it('refuses empty, 36 characters and non-text with the seed message, once', () => {
    expect(issuesOf(firstNameSchema, '')).toEqual([{ path: '', message: FIRST_NAME_LENGTH }]);
    expect(issuesOf(firstNameSchema, 'x'.repeat(36))).toEqual([{ path: '', message: FIRST_NAME_LENGTH }]);
    expect(issuesOf(lastNameSchema, '')).toEqual([{ path: '', message: LAST_NAME_LENGTH }]);
    expect(errorsOf(lastNameSchema, undefined)).toEqual({ '': LAST_NAME_LENGTH });
  });
});

describe('email', () => {
  it('accepts standard addresses, case-insensitively', () => {
    for (const ok of [
      'a@b.co',
      'First.Last+tag@Example.COM',
      "o'neil@mail.example.org",
      'USER_1@SUB-DOMAIN.EXAMPLE.NET',
    ]) {
      expect(isEmailAddress(ok), ok).toBe(true);
      expect(parsedOf(emailAddressSchema, ok)).toBe(ok);
    }
  });
  it('refuses malformed addresses and over 200 characters', () => {
    for (const bad of [
      '',
      'a',
      'a@b',
      'a@b.c',
      '@b.com',
      'a b@c.com',
      'a..b@c.com',
      '.a@c.com',
      'a@-b.com',
      'a@b.com.',
    ]) {
      expect(issuesOf(emailAddressSchema, bad), bad).toEqual([{ path: '', message: EMAIL_REQUIRED }]);
    }
    const long = `${'a'.repeat(190)}@example.com`;
    expect(long.length).toBeGreaterThan(200);
    expect(issuesOf(emailAddressSchema, long)).toEqual([{ path: '', message: EMAIL_REQUIRED }]);
    expect(errorsOf(emailAddressSchema, null)).toEqual({ '': EMAIL_REQUIRED });
  });
  it('agrees with the case-insensitive flag', () => {
    expect(EMAIL_PATTERN.flags).toContain('i');
  });
});

describe('phone by country format', () => {
  it('NANP: exactly 10 digits after cleaning; output is the digits', () => {
    expect(parsedOf(nanpPhoneSchema, '(555) 123-4567')).toBe('5551234567');
    expect(parsedOf(phoneNumberSchema(true), '555.123.4567')).toBe('5551234567');
    for (const bad of ['', '555123456', '55512345678', 'phone']) {
      expect(issuesOf(nanpPhoneSchema, bad), bad).toEqual([{ path: '', message: PHONE_NANP_INVALID }]);
    }
  });
  it('other countries: up to 15 digits after cleaning (empty allowed); output is the digits', () => {
    expect(parsedOf(internationalPhoneSchema, '+44 20 7946 0958')).toBe('442079460958');
    expect(parsedOf(phoneNumberSchema(false), '')).toBe('');
    expect(parsedOf(internationalPhoneSchema, '1'.repeat(15))).toBe('1'.repeat(15));
    expect(issuesOf(internationalPhoneSchema, '1'.repeat(16))).toEqual([
      { path: '', message: PHONE_INTERNATIONAL_TOO_LONG },
    ]);
  });
  it('NANP accepts any 10 digits with any separators (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 10 }),
        fc.array(fc.constantFrom(' ', '-', '(', ')', '.')),
        (digits, seps) => {
          const typed = digits.map((d, i) => `${seps[i] ?? ''}${d}`).join('');
          expect(parsedOf(nanpPhoneSchema, typed)).toBe(digits.join(''));
        },
      ),
    );
  });
  it('ten-digit phone for pass and reservation flows: 10 digits, input max 14, value kept as typed', () => {
    const s = tenDigitPhoneSchema('msg');
    expect(parsedOf(s, '(555) 123-4567')).toBe('(555) 123-4567');
    expect(issuesOf(s, '555 123 456')).toEqual([{ path: '', message: 'msg' }]);
    expect(issuesOf(s, '  (555) 123-4567')).toEqual([{ path: '', message: 'msg' }]);
  });
});

describe('password', () => {
  it('needs 8+ characters with lower, upper, digit and special', () => {
    expect(isStrongPassword('Abcdef1!')).toBe(true);
    expect(parsedOf(passwordSchema, 'Zz9#Zz9#')).toBe('Zz9#Zz9#');
    for (const bad of ['Abcde1!', 'abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1', 'Abcdef1 ']) {
      expect(issuesOf(passwordSchema, bad), bad).toEqual([{ path: '', message: PASSWORD_RULE }]);
    }
  });
});

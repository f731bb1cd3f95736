import { EMAIL_REQUIRED, PASSWORD_RULE } from '@boxoffice/sdk/rules';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_REQUIRED,
  PASSWORDS_DO_NOT_MATCH,
  registerErrors,
  registerFields,
  signInErrors,
  signInFields,
} from '../../src/pages/validation.js';

const valid = {
  firstName: 'Jordan',
  lastName: 'Rivera',
  email: 'jordan@example.com',
  password: 'Lakeside!2026',
  confirmPassword: 'Lakeside!2026',
};

describe('sign-in form rules', () => {
  it('reads the posted fields, trimming the email and ignoring non-text values', () => {
    expect(signInFields({ email: ' a@b.co ', password: ' p ', extra: 'x' })).toEqual({
      email: 'a@b.co',
      password: ' p ',
    });
    expect(signInFields({ email: ['a'], password: undefined })).toEqual({ email: '', password: '' });
  });

  it('needs a valid email and a password', () => {
    expect(signInErrors({ email: 'a@b.co', password: 'x' })).toEqual({});
    expect(signInErrors({ email: '', password: '' })).toEqual({
      email: EMAIL_REQUIRED,
      password: PASSWORD_REQUIRED,
    });
    expect(signInErrors({ email: `${'a'.repeat(195)}@b.com`, password: 'x' })).toEqual({
      email: EMAIL_REQUIRED,
    });
  });
});

describe('register form rules', () => {
  it('accepts a complete registration', () => {
    expect(registerErrors(registerFields(valid))).toEqual({});
  });

  it('applies the shared name, email and password rules', () => {
    const errors = registerErrors(
      registerFields({
        ...valid,
        firstName: '  ',
        lastName: 'x'.repeat(36),
        email: 'x',
        password: 'Password1',
      }),
    );
    expect(errors).toEqual({
      firstName: 'First name must be between 1 and 35 characters in length',
      lastName: 'Last name must be between 1 and 35 characters in length',
      email: EMAIL_REQUIRED,
      password: PASSWORD_RULE,
    });
  });

  it('reports a mismatched confirmation only once the password itself is acceptable', () => {
    expect(registerErrors({ ...valid, confirmPassword: 'Lakeside!2027' })).toEqual({
      confirmPassword: PASSWORDS_DO_NOT_MATCH,
    });
    expect(registerErrors({ ...valid, password: 'short', confirmPassword: 'other' })).toEqual({
      password: PASSWORD_RULE,
    });
  });
});

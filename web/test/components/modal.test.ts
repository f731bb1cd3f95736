import { describe, expect, it } from 'vitest';
import { modalClass } from '../../src/components/Modal';

describe('modal sizes (seed 000 §9)', () => {
  it('has an extra large size beside large and normal', () => {
    expect(modalClass('extra-large')).toBe('modal-extra-large');
    expect(modalClass('large')).toBe('modal-large');
    expect(modalClass('normal')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { onScreenShift } from '../../src/components/use-popup';

describe('a popup calendar on screen', () => {
  it('stays where it is when it fits', () => {
    expect(onScreenShift(100, 460, 1280)).toBe(0);
  });

  it('moves left as far as it sticks out on the right, keeping a gap to the edge', () => {
    expect(onScreenShift(1000, 1358, 1280)).toBe(1272 - 1358);
  });

  it('never moves past the left edge, nor starts off screen on the left', () => {
    // Wider than the window: its left edge is kept on screen.
    expect(onScreenShift(20, 420, 390)).toBe(8 - 20);
    expect(onScreenShift(-30, 300, 390)).toBe(38);
  });
});

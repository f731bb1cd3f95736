// The build step that names, in each lazily loaded chunk, every chunk it needs however deep, so the
// browser asks for them all at once instead of one level per round trip.
import { describe, expect, it } from 'vitest';
import { missingImports, transitiveImports } from '../../build/hoist-imports';

const chunks = {
  'assets/Page.js': { imports: ['assets/View.js', 'assets/Money.js'] },
  'assets/View.js': { imports: ['assets/Stepper.js', 'assets/Money.js'] },
  'assets/Stepper.js': { imports: ['assets/quantity.js'] },
  'assets/quantity.js': { imports: [] },
  'assets/Money.js': { imports: [] },
  // Two chunks importing each other: each is visited once.
  'assets/a.js': { imports: ['assets/b.js'] },
  'assets/b.js': { imports: ['assets/a.js', 'assets/Money.js'] },
};

describe('transitiveImports', () => {
  it('lists every chunk imported directly or through another, once each', () => {
    expect(transitiveImports('assets/Page.js', chunks)).toEqual([
      'assets/View.js',
      'assets/Stepper.js',
      'assets/quantity.js',
      'assets/Money.js',
    ]);
  });

  it('ends at a cycle and never lists the chunk itself', () => {
    expect(transitiveImports('assets/a.js', chunks)).toEqual(['assets/b.js', 'assets/Money.js']);
  });

  it('lists nothing for a chunk without imports or one it does not know', () => {
    expect(transitiveImports('assets/Money.js', chunks)).toEqual([]);
    expect(transitiveImports('assets/unknown.js', chunks)).toEqual([]);
  });
});

describe('missingImports', () => {
  it('adds an import for each chunk needed only through another, relative to the chunk', () => {
    expect(missingImports('assets/Page.js', chunks)).toEqual([
      'import"./Stepper.js";',
      'import"./quantity.js";',
    ]);
  });

  it('adds nothing when the chunk imports everything it needs itself', () => {
    expect(missingImports('assets/Stepper.js', chunks)).toEqual([]);
    expect(missingImports('assets/b.js', chunks)).toEqual([]);
  });
});

// The bundle builder's rules (seed 002 §2.3, §4.2, §5).
export * from './add.js';
export * from './selection.js';
export * from './steps.js';
export * from './summary.js';

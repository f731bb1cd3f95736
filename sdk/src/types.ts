import type { components } from './generated/api.gen.js';

export type { components, operations, paths } from './generated/api.gen.js';

/** A schema of the contract by name: `Schema<'CartDetails'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

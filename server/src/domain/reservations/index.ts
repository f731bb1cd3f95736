// The reservation wizard's rules and state (seed 002 §2.2, §4.1, §5).
export * from './add-ons.js';
export * from './booked.js';
export * from './booking.js';
export * from './bring-a-friend.js';
export * from './calendar.js';
export * from './capacity.js';
export * from './guest.js';
export * from './holds.js';
export * from './limits.js';
export * from './state.js';
export * from './tickets.js';
export * from './types.js';
export * from './venue-time.js';
export * from './view.js';

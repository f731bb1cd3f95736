// The seeded demo venue: what the store sells and when. Read-only after start-up.
export interface Venue {
  readonly name: string;
}

export const createVenue = (_today: Date): Venue => ({ name: 'Lakeside Adventure Park' });

-- What is sold of a performance, a section or a seat is kept with what may be sold of it, and the
-- database refuses a count below zero or above that: a seat (capacity 1) is sold once, a performance
-- or section never past its places. Orders check before they sell, under advisory locks
-- (src/domain/orders/stock.ts); this holds even if that check ever failed.
ALTER TABLE records DROP CONSTRAINT sold_not_negative;

-- Counts from before this migration were bare numbers: their capacity is unknown (null) until
-- their next sale writes it.
UPDATE records SET value = jsonb_build_object('sold', value, 'capacity', NULL)
  WHERE collection = 'sold' AND jsonb_typeof(value) = 'number';

-- (A CHECK that comes out NULL passes: COALESCE makes every shape but the right one fail.)
ALTER TABLE records ADD CONSTRAINT sold_within_capacity CHECK (
  collection <> 'sold' OR COALESCE(
    jsonb_typeof(value -> 'sold') = 'number'
    AND (value ->> 'sold')::numeric >= 0
    AND (jsonb_typeof(value -> 'capacity') = 'null'
      OR (jsonb_typeof(value -> 'capacity') = 'number'
        AND (value ->> 'sold')::numeric <= (value ->> 'capacity')::numeric)),
    false
  )
);

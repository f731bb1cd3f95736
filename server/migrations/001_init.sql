-- The reference backend's state (server/src/store/sql/). What shoppers buy is counted here; what the
-- venue sells (the catalog) stays in code.

-- One shopper's visit: its cookie's id, its cross-site-request token, its account once signed in,
-- when it was last used (ms since 1970; idle ones are deleted on a schedule) and its data by slot.
CREATE TABLE sessions (
  id text COLLATE "C" PRIMARY KEY,
  xsrf_token text NOT NULL,
  account_id text,
  last_seen bigint NOT NULL,
  slots jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX sessions_last_seen ON sessions (last_seen);

-- Records every session shares, by collection and id (orders, sold counts, bookings, links ...).
-- Ids are compared byte by byte, so an index `<owner>/<id>` lists an owner's records by prefix.
CREATE TABLE records (
  collection text COLLATE "C" NOT NULL,
  id text COLLATE "C" NOT NULL,
  value jsonb NOT NULL,
  PRIMARY KEY (collection, id)
);

-- An order number is never given twice.
CREATE UNIQUE INDEX orders_order_number ON records (((value ->> 'orderNumber')::bigint))
  WHERE collection = 'orders';
-- A barcode or reservation code belongs to one order.
-- (records' primary key: collection 'orders.codes', id = the code.)
-- Nothing is sold below zero.
ALTER TABLE records ADD CONSTRAINT sold_not_negative
  CHECK (collection <> 'sold' OR (value #>> '{}')::numeric >= 0);

-- Numbers handed out once each (order numbers, reservation and pass ids).
CREATE TABLE sequences (
  name text COLLATE "C" PRIMARY KEY,
  next bigint NOT NULL
);

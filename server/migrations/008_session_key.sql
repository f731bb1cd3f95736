-- The key every instance signs session ids with (src/store/sql/session-ids.ts): made once, from
-- PostgreSQL's strong random source (gen_random_uuid), in a table of its own. A new key (deleting
-- this row and restarting every instance) ends every session that has no row yet.
CREATE TABLE store_keys (
  name text COLLATE "C" PRIMARY KEY,
  key text NOT NULL
);
INSERT INTO store_keys (name, key)
  VALUES ('session', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));

-- Most calls write their session back. Without an index on last_seen (the idle sweep reads the whole
-- table, once a minute) and with room left on each page, the session's new version stays on its page
-- and no index changes: a HOT update, the cheapest write PostgreSQL has.
DROP INDEX sessions_last_seen;
ALTER TABLE sessions SET (fillfactor = 70);

-- A session's data is kept as the JSON text the server wrote (json, not jsonb): read back as it was
-- written, the server sees at once whether a call changed it, and PostgreSQL does not convert it on
-- every call. Nothing queries inside it.
ALTER TABLE sessions
  ALTER COLUMN slots DROP DEFAULT,
  ALTER COLUMN slots TYPE json USING slots::json,
  ALTER COLUMN slots SET DEFAULT '{}';

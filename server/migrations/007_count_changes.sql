-- Checking and taking counts (Store.changeCounts) in one database function, so that a call can send
-- it and its COMMIT in one round trip: the counts' rows are then locked only while PostgreSQL runs
-- them, never while the calling instance is busy between statements (issue 41: one hot performance's
-- orders passed one at a time through a lock held 20 to 31 ms per order, mostly idle).
--
-- `changes` is a JSON array of {key, by, capacity, hold}, one per key. All or none: when a count
-- would pass its capacity nothing changes and the function raises SQLSTATE BXC01 with the refused
-- keys as a JSON array in its DETAIL (the caller rolls back to a savepoint taken before it, and its
-- COMMIT, sent after it in the same script, is never run).
--
-- With the setting boxoffice.lock_times = 'on' (the benchmarks set it on their database), each call
-- notes when it got its rows' locks in count_lock_times; with track_commit_timestamp on, the
-- transaction's commit time less that is how long the rows stayed locked, as PostgreSQL saw it.
CREATE TABLE count_lock_times (
  locked_at timestamptz NOT NULL,
  keys integer NOT NULL
);

CREATE FUNCTION boxoffice_change_counts(target text, changes jsonb) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  refused jsonb;
  changed integer;
BEGIN
  -- Rows made where missing, then locked, each in one order for every caller (no deadlocks).
  INSERT INTO records (collection, id, value)
    SELECT target, c.key, jsonb_build_object('sold', 0, 'held', 0, 'capacity', c.capacity)
    FROM jsonb_to_recordset(changes) AS c(key text, capacity numeric)
    ORDER BY c.key COLLATE "C"
    ON CONFLICT (collection, id) DO NOTHING;
  PERFORM 1 FROM records
    WHERE collection = target AND id IN (SELECT c.key FROM jsonb_to_recordset(changes) AS c(key text))
    ORDER BY id FOR UPDATE;
  IF current_setting('boxoffice.lock_times', true) = 'on' THEN
    INSERT INTO count_lock_times (locked_at, keys) VALUES (clock_timestamp(), jsonb_array_length(changes));
  END IF;
  SELECT jsonb_agg(c.key ORDER BY c.key) INTO refused
    FROM jsonb_to_recordset(changes) AS c(key text, by numeric, capacity numeric)
    JOIN records r ON r.collection = target AND r.id = c.key
    WHERE c.by > 0 AND (r.value ->> 'sold')::numeric + c.by > c.capacity;
  IF refused IS NOT NULL THEN
    RAISE EXCEPTION 'counts at capacity' USING ERRCODE = 'BXC01', DETAIL = refused::text;
  END IF;
  UPDATE records SET value = jsonb_build_object(
      'sold', GREATEST(0, (records.value ->> 'sold')::numeric + c.by),
      'held', LEAST(GREATEST(0, (records.value ->> 'sold')::numeric + c.by),
        GREATEST(0, COALESCE((records.value ->> 'held')::numeric, 0) + c.hold)),
      'capacity', c.capacity)
    FROM jsonb_to_recordset(changes) AS c(key text, by numeric, capacity numeric, hold numeric)
    WHERE records.collection = target AND records.id = c.key;
  GET DIAGNOSTICS changed = ROW_COUNT;
  RETURN changed;
END $$;

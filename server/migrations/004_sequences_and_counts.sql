-- Numbers (order, reservation and pass numbers) come from PostgreSQL sequences, one per name, made on
-- first use: a sequence hands out each number once, holds no lock until the transaction ends (the
-- `sequences` table's row did: every order of every performance waited for the one before), and is
-- read on the call's own connection. The numbers already handed out carry on where they were.
CREATE FUNCTION boxoffice_next_number(sequence_name text, first bigint) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  seq text := format('%I', 'number:' || sequence_name);
BEGIN
  IF to_regclass(seq) IS NULL THEN
    BEGIN
      EXECUTE format('CREATE SEQUENCE %s START %s MINVALUE 1', seq, first);
    EXCEPTION WHEN duplicate_table OR unique_violation THEN
      NULL; -- another call made it first
    END;
  END IF;
  RETURN nextval(seq);
END $$;

DO $$
DECLARE
  kept record;
BEGIN
  FOR kept IN SELECT name, next FROM sequences LOOP
    EXECUTE format('CREATE SEQUENCE %I START %s MINVALUE 1', 'number:' || kept.name, kept.next);
  END LOOP;
END $$;
DROP TABLE sequences;

-- What orders redeemed of an entitlement is counted with the sold counts (key `entitlement:<id>`),
-- checked and changed by the same statement as seats and places (Store.changeCounts).
INSERT INTO records (collection, id, value)
  SELECT 'sold', 'entitlement:' || id, jsonb_build_object('sold', value, 'capacity', NULL)
  FROM records WHERE collection = 'passes.entitlementRedemptions' AND jsonb_typeof(value) = 'number'
  ON CONFLICT (collection, id) DO NOTHING;
DELETE FROM records WHERE collection = 'passes.entitlementRedemptions';

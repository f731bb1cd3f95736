-- The waiting room's line (src/domain/waiting-room/), one for every instance: a shopper who must
-- wait takes the next place from the sequence, and `admitted` is the last place let in. Instances
-- move `admitted` on as their load allows; a shopper whose place it has passed goes on. A sequence
-- hands out places in arrival order without a lock; the one row is written only by the instances'
-- admissions, a few times a second, never by a shopper's call.
CREATE SEQUENCE waiting_line MINVALUE 1;
CREATE TABLE waiting_room (
  id smallint PRIMARY KEY CHECK (id = 1),
  admitted bigint NOT NULL CHECK (admitted >= 0)
);
INSERT INTO waiting_room VALUES (1, 0);

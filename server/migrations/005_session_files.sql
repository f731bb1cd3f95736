-- A session's files (a pass holder's photo, up to 5 MB), kept apart from its data: every call of a
-- session reads its data, and only the calls that serve a photo read the photo. They move with the
-- session when it is renewed at sign-in (the server updates session_id) and go with it: signed out,
-- or deleted idle (the cascade). The check waits for the commit, so a call may keep a file of the
-- session it makes before the session's own row, which is written as the call ends.
CREATE TABLE session_files (
  session_id text COLLATE "C" NOT NULL
    REFERENCES sessions (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  name text COLLATE "C" NOT NULL,
  type text NOT NULL,
  bytes bytea NOT NULL,
  PRIMARY KEY (session_id, name)
);

-- Photos were kept inside the session's data, as base64, which the server no longer reads there:
-- the few sessions holding one end here, and their shoppers start a new visit.
DELETE FROM sessions WHERE slots::text LIKE '%"$bytes"%';

-- Usernames are unique without regard to case (issue 13 item 7, look-alike
-- names): `ROOTADMIN` cannot sit beside `rootadmin`. The application also
-- NFKC-normalises every new name and refuses control, format and space
-- characters (services/features/accounts/rules/username.ts); this index is
-- what holds when two registrations race. lower() folds as the database's
-- LC_CTYPE does: every letter under a UTF-8 locale (C.UTF-8, en_US.UTF-8),
-- ASCII only under the plain C locale, so there `Ä` and `ä` stay two names.
--
-- A database whose users already hold names that differ only in case cannot
-- take the index. Rather than rename anyone behind their back, this migration
-- then stops the start with the clashing names and ids; an operator renames
-- all but one of each group (their owners sign in with the new name), for
-- example `UPDATE users SET username = username || '_' || id WHERE id = ...`,
-- and starts again. A fresh database has no users and always applies it.
DO $$
DECLARE
  clashes text;
BEGIN
  SELECT string_agg(names, '; ') INTO clashes
    FROM (SELECT string_agg(format('%s (id %s)', username, id), ', ' ORDER BY id) AS names
            FROM users GROUP BY lower(username) HAVING count(*) > 1 ORDER BY min(id) LIMIT 20) AS groups;
  IF clashes IS NOT NULL THEN
    RAISE EXCEPTION 'usernames must be unique without regard to case; rename all but one of each group, then start again: %', clashes;
  END IF;
END
$$;

CREATE UNIQUE INDEX users_username_lower ON users (lower(username));
-- The case-insensitive index implies this one's uniqueness.
DROP INDEX users_username;

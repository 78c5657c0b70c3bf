-- External sign-in (issue 6 item 3): the `state` of OAuth redirects, and one
-- account per external identity.

-- A state handed to a browser by GET /api/oauth/state. Single use: the
-- callback deletes the row it presents. Bound to the browser that asked: the
-- row keeps the hash of a random nonce the browser holds in an HttpOnly
-- cookie, so a state carried to another browser (login CSRF) is refused.
CREATE TABLE oauth_states (
  -- SHA-256 of the state: a leaked table hands out no usable state.
  state_hash   text PRIMARY KEY,
  -- SHA-256 of the browser nonce cookie.
  browser_hash text NOT NULL,
  -- The invite code of the link the visitor came by ('' when none), for a sign-up.
  aff_code     text NOT NULL DEFAULT '',
  -- The signed-in user who asked for it (NULL for a visitor). A bind that
  -- comes back by a cross-site navigation (the Telegram widget), which does
  -- not carry the SameSite=Strict session cookie, binds to this user.
  bind_user_id integer,
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL
);
CREATE INDEX oauth_states_expiry ON oauth_states (expires_at);

-- One user per external identity, logged-off users included (as the
-- established gateway checks), so an identity never changes hands silently.
CREATE UNIQUE INDEX users_github_id ON users (github_id) WHERE github_id IS NOT NULL AND github_id <> '';
CREATE UNIQUE INDEX users_oidc_id ON users (oidc_id) WHERE oidc_id IS NOT NULL AND oidc_id <> '';
CREATE UNIQUE INDEX users_wechat_id ON users (wechat_id) WHERE wechat_id IS NOT NULL AND wechat_id <> '';
CREATE UNIQUE INDEX users_telegram_id ON users (telegram_id) WHERE telegram_id IS NOT NULL AND telegram_id <> '';
CREATE UNIQUE INDEX users_linux_do_id ON users (linux_do_id) WHERE linux_do_id IS NOT NULL AND linux_do_id <> '';

import { clearedSessionCookies, sessionCookie, sessionSecretOf } from './session-cookie';
import { jsonObject } from '../../platform/rest/json-body';
import { RestReply, type RestHandler, type RestRequest } from '../../platform/rest/route';

/* `/api` account calls (spec 01 section 7): each maps shapes and cookies, the rules live in app/accounts. */

export const getSetup: RestHandler = (_request, app) => app.accounts.getSetup();

export const postSetup: RestHandler = async (request, app) => {
  await app.accounts.runSetup(jsonObject(request));
  return null;
};

export const postRegister: RestHandler = async (request, app) => {
  await app.accounts.register(jsonObject(request), { ip: request.ip, turnstile: request.query.get('turnstile') });
  return null;
};

/** Signs in and sets a new session cookie; the application ends any session the browser had (the id rotates). */
export const login: RestHandler = async (request, app) => {
  const { user, session } = await app.accounts.login(
    jsonObject(request),
    { ip: request.ip, turnstile: request.query.get('turnstile') },
    sessionSecretOf(request.cookies),
  );
  return new RestReply(user, { cookies: [sessionCookie(session.secret, session.expiresAt, request.secure)] });
};

export const logout: RestHandler = async (request, app) => {
  await app.accounts.logout(sessionSecretOf(request.cookies));
  return new RestReply(null, { cookies: clearedSessionCookies(request.secure) });
};

export const getSelf: RestHandler = (request, app) => app.accounts.self(request.actor);

/** A password change ends every session; the caller continues on the fresh one set here. */
export const putSelf: RestHandler = async (request, app) => {
  const { user, session } = await app.accounts.updateSelf(request.actor, jsonObject(request));
  return session ? new RestReply(user, { cookies: [sessionCookie(session.secret, session.expiresAt, request.secure)] }) : user;
};

export const deleteSelf: RestHandler = async (request, app) => {
  await app.accounts.deleteSelf(request.actor, jsonObject(request));
  return new RestReply(null, { cookies: clearedSessionCookies(request.secure) });
};

export const getAccessToken: RestHandler = (request, app) => app.accounts.resetAccessToken(request.actor);

export const getAffCode: RestHandler = (request, app) => app.accounts.affCode(request.actor);

export const postAffTransfer: RestHandler = (request, app) => app.accounts.transferAffQuota(request.actor, jsonObject(request));

export const putSetting: RestHandler = async (request, app) => {
  await app.accounts.updateSetting(request.actor, jsonObject(request));
  return null;
};

const listQuery = (request: RestRequest) => ({
  p: request.query.get('p') ?? undefined,
  page_size: request.query.get('page_size') ?? undefined,
  keyword: request.query.get('keyword') ?? undefined,
  group: request.query.get('group') ?? undefined,
});

export const listUsers: RestHandler = (request, app) => app.accounts.listUsers(request.actor, { ...listQuery(request), keyword: undefined, group: undefined });

export const searchUsers: RestHandler = (request, app) => app.accounts.listUsers(request.actor, listQuery(request));

export const getUser: RestHandler = (request, app) => app.accounts.getUser(request.actor, request.params.id);

export const createUser: RestHandler = (request, app) => app.accounts.createUser(request.actor, jsonObject(request));

export const editUser: RestHandler = (request, app) => app.accounts.editUser(request.actor, jsonObject(request));

export const manageUser: RestHandler = (request, app) => app.accounts.manageUser(request.actor, jsonObject(request));

/** `DELETE /api/user/:id` logs the user off for good (history kept), reporting what happened truthfully. */
export const deleteUser: RestHandler = (request, app) => app.accounts.manageUser(request.actor, { id: request.params.id, action: 'delete' });

export const listGroups: RestHandler = (request, app) => app.accounts.groups(request.actor);

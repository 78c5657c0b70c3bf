import { clearedSessionCookies, sessionCookie, sessionSecretOf } from './session-cookie';
import { jsonObject } from '../../platform/rest/json-body';
import { RestReply, type RestHandler, type RestRequest } from '../../platform/rest/route';
import { legacyPage, legacyPageQuery } from '../../platform/rest/legacy-page';
import { ADMIN_LIST_PAGES } from '../../platform/paging';
import type { App } from '../../platform/app';
import { affTransferWire, registerInputOf, selfUpdateOf, settingUpdateOf, setupInputOf, setupStatusWire, signedInWire, userWire } from './rest-wire';

/* `/api` account calls (spec 01 section 7): each maps shapes and cookies, the rules live in the application functions beside it. */

export const getSetup: RestHandler = async (_request, app) => setupStatusWire(await app.accounts.getSetup());

export const postSetup: RestHandler = async (request, app) => {
  await app.accounts.runSetup(setupInputOf(jsonObject(request)));
  return null;
};

export const postRegister: RestHandler = async (request, app) => {
  await app.accounts.register(registerInputOf(jsonObject(request)), { ip: request.ip, turnstile: request.query.get('turnstile') });
  return null;
};

/** Signs in and sets a new session cookie; the application ends any session the browser had (the id rotates). */
export const login: RestHandler = async (request, app) => {
  const { user, session } = await app.accounts.login(
    jsonObject(request),
    { ip: request.ip, turnstile: request.query.get('turnstile') },
    sessionSecretOf(request.cookies),
  );
  return new RestReply(signedInWire(user), { cookies: [sessionCookie(session.secret, session.expiresAt, request.secure)] });
};

export const logout: RestHandler = async (request, app) => {
  await app.accounts.logout(sessionSecretOf(request.cookies));
  return new RestReply(null, { cookies: clearedSessionCookies(request.secure) });
};

export const getSelf: RestHandler = async (request, app) => userWire(await app.accounts.self(request.actor));

/** A password change ends every session; the caller continues on the fresh one set here. */
export const putSelf: RestHandler = async (request, app) => {
  const { user, session } = await app.accounts.updateSelf(request.actor, selfUpdateOf(jsonObject(request)));
  return session ? new RestReply(userWire(user), { cookies: [sessionCookie(session.secret, session.expiresAt, request.secure)] }) : userWire(user);
};

export const deleteSelf: RestHandler = async (request, app) => {
  await app.accounts.deleteSelf(request.actor, jsonObject(request));
  return new RestReply(null, { cookies: clearedSessionCookies(request.secure) });
};

export const getAccessToken: RestHandler = (request, app) => app.accounts.resetAccessToken(request.actor);

export const getAffCode: RestHandler = (request, app) => app.accounts.affCode(request.actor);

export const postAffTransfer: RestHandler = async (request, app) =>
  affTransferWire(await app.accounts.transferAffQuota(request.actor, { quota: jsonObject(request).quota }));

export const putSetting: RestHandler = async (request, app) => {
  await app.accounts.updateSetting(request.actor, settingUpdateOf(jsonObject(request)));
  return null;
};

/** `?p=&page_size=` (p from 1); the search adds `keyword` and `group`. */
const userPage = async (request: RestRequest, app: App, search: boolean) =>
  legacyPage(
    await app.accounts.listUsers(request.actor, {
      ...legacyPageQuery(request.query, ADMIN_LIST_PAGES),
      ...(search && { keyword: request.query.get('keyword') ?? undefined, group: request.query.get('group') ?? undefined }),
    }),
    userWire,
  );

export const listUsers: RestHandler = (request, app) => userPage(request, app, false);

export const searchUsers: RestHandler = (request, app) => userPage(request, app, true);

export const getUser: RestHandler = async (request, app) => userWire(await app.accounts.getUser(request.actor, request.params.id));

/** `{username, password, display_name, role}`. */
export const createUser: RestHandler = async (request, app) => {
  const body = jsonObject(request);
  return userWire(
    await app.accounts.createUser(request.actor, { username: body.username, password: body.password, displayName: body.display_name, role: body.role }),
  );
};

/** `{id, username, display_name, password, group, quota, remark}`. */
export const editUser: RestHandler = async (request, app) => {
  const body = jsonObject(request);
  return userWire(
    await app.accounts.editUser(request.actor, {
      id: body.id,
      username: body.username,
      displayName: body.display_name,
      password: body.password,
      group: body.group,
      quota: body.quota,
      remark: body.remark,
    }),
  );
};

export const manageUser: RestHandler = (request, app) => app.accounts.manageUser(request.actor, jsonObject(request));

/** `DELETE /api/user/:id` logs the user off for good (history kept), reporting what happened truthfully. */
export const deleteUser: RestHandler = (request, app) => app.accounts.manageUser(request.actor, { id: request.params.id, action: 'delete' });

export const listGroups: RestHandler = (request, app) => app.accounts.groups(request.actor);

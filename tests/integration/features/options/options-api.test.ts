import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditStreamId } from '../../../../schema/events/audit';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { expectErrorCode, graphqlClient } from '../../../testkit/graphql';
import { authenticateByTestHeader, TEST_ROLE_HEADER } from '../../../testkit/test-authenticate';

/*
 * The option routes and fields on a whole gateway: its database, option store
 * and event log, with /api/status read from the same gateway, so what is
 * written here is what every visitor sees.
 */

type Role = 'anonymous' | 'user' | 'admin' | 'root';
type Envelope = { success: boolean; message: string; data?: unknown };
type Entry = { key: string; value: string; type: string; secret: boolean; set: boolean; writable: boolean };

let t: TestGateway;
let base: string;

beforeAll(async () => {
  t = await startTestGateway({}, { authenticate: authenticateByTestHeader });
  base = t.baseUrl;
});

afterAll(async () => {
  await t?.dispose();
});

const headersOf = (role: Role): Record<string, string> => ({
  'content-type': 'application/json',
  ...(role === 'anonymous' ? {} : { [TEST_ROLE_HEADER]: role }),
});

async function rest(method: string, path: string, role: Role, body?: unknown): Promise<{ status: number; body: Envelope; text: string }> {
  const response = await fetch(base + path, { method, headers: headersOf(role), body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as Envelope, text };
}

const graphql = graphqlClient(() => base, headersOf);

const listAs = async (role: Role) => (await rest('GET', '/api/option/', role)).body.data as Entry[];
const entryOf = (entries: Entry[], key: string) => entries.find((e) => e.key === key)!;
const auditTrail = async (key: string) => (await t.gateway.events.store.readStream(auditStreamId('option', key))).map((r) => r.event);
const gatewayStatus = async () => ((await (await fetch(`${t.baseUrl}/api/status`)).json()) as { data: Record<string, unknown> }).data;

describe('who may call the option routes (REST)', () => {
  const ADMIN_ROUTES = [
    ['GET', '/api/option/', undefined],
    ['GET', '/api/option', undefined],
    ['PUT', '/api/option/', { key: 'Footer', value: 'footer text' }],
  ] as const;

  it.each(ADMIN_ROUTES)('%s %s: anonymous 401, user refused, admin and root allowed', async (method, path, body) => {
    const anonymous = await rest(method, path, 'anonymous', body);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.success).toBe(false);
    const user = await rest(method, path, 'user', body);
    expect(user).toMatchObject({ status: 200, body: { success: false } });
    expect(user.body.data).toBeUndefined();
    for (const role of ['admin', 'root'] as const) {
      const allowed = await rest(method, path, role, body);
      expect(allowed.status).toBe(200);
      expect(allowed.body, `${role}: ${allowed.body.message}`).toMatchObject({ success: true });
    }
  });

  it('POST /api/option/rest_model_ratio (it resets prices): anonymous 401, user and admin refused, root allowed', async () => {
    const path = '/api/option/rest_model_ratio';
    expect((await rest('POST', path, 'anonymous')).status).toBe(401);
    for (const role of ['user', 'admin'] as const) {
      expect(await rest('POST', path, role), role).toMatchObject({ status: 200, body: { success: false, message: 'your role does not allow this' } });
    }
    const allowed = await rest('POST', path, 'root');
    expect(allowed.body, allowed.body.message).toMatchObject({ success: true });
  });

  it.each(['/api/notice', '/api/about', '/api/home_page_content'])('GET %s is public', async (path) => {
    for (const role of ['anonymous', 'user', 'admin', 'root'] as const) {
      expect(await rest('GET', path, role)).toMatchObject({ status: 200, body: { success: true, data: expect.any(String) } });
    }
  });
});

describe('who may call the option fields (GraphQL)', () => {
  const OPTIONS = '{ options { key value type secret set writable } }';
  const UPDATE = 'mutation($key: String!, $value: String!) { updateOption(key: $key, value: $value) { key value writable } }';
  const RESET = 'mutation { resetModelRatio { key value } }';

  it.each([
    [OPTIONS, {}],
    [UPDATE, { key: 'Footer', value: 'gql footer' }],
  ])('%s: anonymous UNAUTHENTICATED, user FORBIDDEN, admin and root answered', async (query, variables) => {
    expectErrorCode(await graphql('anonymous', query, variables), 'UNAUTHENTICATED');
    expectErrorCode(await graphql('user', query, variables), 'FORBIDDEN');
    for (const role of ['admin', 'root'] as const) {
      const result = await graphql(role, query, variables);
      expect(result.errors, role).toBeUndefined();
      expect(result.data).toBeTruthy();
    }
  });

  it('resetModelRatio (it resets prices): anonymous UNAUTHENTICATED, user and admin FORBIDDEN, root answered', async () => {
    expectErrorCode(await graphql('anonymous', RESET), 'UNAUTHENTICATED');
    expectErrorCode(await graphql('user', RESET), 'FORBIDDEN');
    expectErrorCode(await graphql('admin', RESET), 'FORBIDDEN');
    const result = await graphql('root', RESET);
    expect(result.errors).toBeUndefined();
    expect(result.data).toBeTruthy();
  });

  it('answers notice, about and home page content to anyone', async () => {
    const result = await graphql('anonymous', '{ notice about homePageContent }');
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ notice: expect.any(String), about: expect.any(String), homePageContent: expect.any(String) });
  });
});

describe('admin and super admin', () => {
  it('lists every option and says which the caller may change', async () => {
    const asAdmin = await listAs('admin');
    expect(asAdmin.map((e) => e.key)).toContain('SystemName');
    expect(entryOf(asAdmin, 'SystemName')).toMatchObject({ value: expect.any(String), type: 'text', writable: true });
    expect(entryOf(asAdmin, 'QuotaPerUnit')).toMatchObject({ value: '500000', type: 'number', writable: false });
    expect(entryOf(asAdmin, 'Footer')).toMatchObject({ writable: true });
    expect(entryOf(asAdmin, 'ServerAddress')).toMatchObject({ writable: false, secret: false });
    expect(entryOf(asAdmin, 'PasswordLoginEnabled')).toMatchObject({ value: 'true', type: 'boolean', writable: false });
    expect((await listAs('root')).filter((e) => !e.writable)).toEqual([]);
  });

  it.each([
    ['PasswordLoginEnabled', false],
    ['SMTPServer', 'smtp.evil.example'],
    ['ServerAddress', 'https://evil.example'],
    ['EpayKey', 'epay-secret'],
    ['Price', 1],
  ] as const)('an admin cannot change %s; the super admin can', async (key, value) => {
    const before = t.gateway.options.entries().find((e) => e.key === key)!.value;
    const trail = (await auditTrail(key)).length;
    const refused = await rest('PUT', '/api/option/', 'admin', { key, value });
    expect(refused.body).toEqual({ success: false, message: `only the super admin may change ${key}` });
    expect(t.gateway.options.entries().find((e) => e.key === key)!.value).toBe(before);
    expect(await auditTrail(key)).toHaveLength(trail);
    const gql = await graphql('admin', 'mutation($key: String!, $value: String!) { updateOption(key: $key, value: $value) { key } }', {
      key,
      value: String(value),
    });
    expectErrorCode(gql, 'FORBIDDEN');

    const done = await rest('PUT', '/api/option/', 'root', { key, value });
    expect(done.body.success).toBe(true);
    expect(t.gateway.options.entries().find((e) => e.key === key)!.value).toBe(String(value));
    expect(await auditTrail(key)).toHaveLength(trail + 1);
  });

  it('takes JSON booleans and numbers as the established gateway does', async () => {
    expect((await rest('PUT', '/api/option/', 'admin', { key: 'DrawingEnabled', value: false })).body).toMatchObject({
      success: true,
      data: { value: 'false' },
    });
    expect(t.gateway.options.get('DrawingEnabled')).toBe(false);
    expect((await rest('PUT', '/api/option/', 'root', { key: 'QuotaForNewUser', value: 250000 })).body).toMatchObject({
      success: true,
      data: { value: '250000' },
    });
    expect(t.gateway.options.get('QuotaForNewUser')).toBe(250000);
    expect((await gatewayStatus()).enable_drawing).toBe(false);
  });
});

describe('options that move money are the super admin’s (issue 13, item 3)', () => {
  /** Each option that changes what anyone is charged or credited, with a value it can take that differs from its default. */
  const MONEY: ReadonlyArray<readonly [string, string | number]> = [
    ['QuotaPerUnit', 400000],
    ['Price', 5],
    ['USDExchangeRate', 6.5],
    ['MinTopUp', 3],
    ['TopupGroupRatio', '{"default":0.5,"vip":1,"svip":1}'],
    ['PayMethods', '[{"name":"Alipay","type":"alipay"}]'],
    ['payment_setting.amount_options', '[5,10]'],
    ['payment_setting.amount_discount', '{"10":0.5}'],
    ['TopupOrderExpiryMinutes', 60],
    ['QuotaForNewUser', 1000000],
    ['QuotaForInviter', 1000000],
    ['QuotaForInvitee', 1000000],
    ['ModelPrice', '{"gpt-4o":0}'],
    ['ModelRatio', '{"gpt-4o":0}'],
    ['CompletionRatio', '{"gpt-4o":0}'],
    ['CacheRatio', '{"gpt-4o":0}'],
    ['CreateCacheRatio', '{"gpt-4o":0}'],
    ['ImageRatio', '{"gpt-4o":0}'],
    ['GroupRatio', '{"default":0,"vip":1,"svip":1}'],
    ['GroupGroupRatio', '{"default":{"vip":0}}'],
    ['PreConsumedQuota', 0],
    ['UserUsableGroups', '{"default":"d","vip":"v","svip":"s"}'],
    ['group_ratio_setting.group_special_usable_group', '{"default":{"+:svip":"s"}}'],
    ['AutoGroups', '["default","vip"]'],
    ['QuotaRemindThreshold', 0],
  ];
  const UPDATE = 'mutation($key: String!, $value: String!) { updateOption(key: $key, value: $value) { key } }';
  const stored = (key: string) => t.gateway.options.entries().find((e) => e.key === key)!.value;

  it.each(MONEY)('an admin cannot change %s over REST or GraphQL; the super admin can', async (key, value) => {
    const before = stored(key);
    const trail = (await auditTrail(key)).length;
    expect(entryOf(await listAs('admin'), key)).toMatchObject({ writable: false, secret: false });

    const refused = await rest('PUT', '/api/option/', 'admin', { key, value });
    expect(refused.body).toEqual({ success: false, message: `only the super admin may change ${key}` });
    const gql = await graphql('admin', UPDATE, { key, value: String(value) });
    expectErrorCode(gql, 'FORBIDDEN');
    expect(gql.errors?.[0]?.message).toBe(`only the super admin may change ${key}`);
    expect(stored(key)).toBe(before);
    expect(await auditTrail(key)).toHaveLength(trail);

    const done = await rest('PUT', '/api/option/', 'root', { key, value });
    expect(done.body, done.body.message).toMatchObject({ success: true });
    expect(t.gateway.options.get(key as 'QuotaPerUnit')).toEqual(typeof value === 'number' ? value : JSON.parse(value));
    const again = await graphql('root', UPDATE, { key, value: before === '' ? String(value) : before });
    expect(again.errors, key).toBeUndefined();
    expect(await auditTrail(key)).toHaveLength(trail + 2);
  });
});

describe('secrets', () => {
  it('are written but never returned, nor recorded in the audit event', async () => {
    for (const [key, value] of [
      ['SMTPToken', 'smtp-hunter2'],
      ['EpayKey', 'epay-hunter2'],
      ['GitHubClientSecret', 'gh-hunter2'],
    ]) {
      const written = await rest('PUT', '/api/option/', 'root', { key, value });
      expect(written.body).toMatchObject({ success: true, data: { key, value: '', secret: true, set: true } });
      expect(written.text).not.toContain('hunter2');
    }
    const listed = await rest('GET', '/api/option/', 'root');
    expect(listed.text).not.toContain('hunter2');
    const entries = listed.body.data as Entry[];
    expect(entryOf(entries, 'SMTPToken')).toMatchObject({ value: '', secret: true, set: true });
    expect(entryOf(entries, 'TelegramBotToken')).toMatchObject({ value: '', secret: true, set: false });
    // The established gateway hides this one by its name, though it is public through /api/status.
    expect(entryOf(entries, 'TurnstileSiteKey')).toMatchObject({ value: '', secret: true });

    const gql = await graphql('root', '{ options { key value secret set } }');
    expect(gql.errors).toBeUndefined();
    expect(gql.text).not.toContain('hunter2');

    const events = await auditTrail('SMTPToken');
    expect(events.at(-1)).toMatchObject({
      type: 'ConfigChanged',
      data: { entity: 'option', entityId: 'SMTPToken', before: { redacted: true }, after: { redacted: true } },
    });
    expect(JSON.stringify(events)).not.toContain('hunter2');
  });
});

describe('validation', () => {
  it.each([
    ['ModelRatio', '{"gpt-4": ', /option ModelRatio: not a valid json value/],
    ['ModelRatio', '{"gpt-4": -1}', /option ModelRatio: .+/],
    ['QuotaForNewUser', -5, /option QuotaForNewUser: must be at least 0/],
    ['DataExportDefaultTime', 'month', /option DataExportDefaultTime: .+/],
    ['AutomaticDisableStatusCodes', '401,999', /option AutomaticDisableStatusCodes: "999" is not within 100-599/],
    ['GroupRatio', { default: 1 }, /send JSON-valued options as JSON text/],
    ['NoSuchOption', 'x', /unknown option "NoSuchOption"/],
  ] as const)('a bad %s stores nothing and says why', async (key, value, message) => {
    const storedRow = async () => (await t.gateway.db.query<{ value: string }>('SELECT value FROM options WHERE key = $1', [key])).rows;
    const before = t.gateway.options.entries().find((e) => e.key === key)?.value;
    const rowBefore = await storedRow();
    const trail = (await auditTrail(key)).length;
    const result = await rest('PUT', '/api/option/', 'root', { key, value });
    expect(result.status).toBe(200);
    expect(result.body.success).toBe(false);
    expect(result.body.message).toMatch(message);
    expect(t.gateway.options.entries().find((e) => e.key === key)?.value).toBe(before);
    expect(await storedRow()).toEqual(rowBefore);
    expect(await auditTrail(key)).toHaveLength(trail);
  });

  it('refuses a sign-in method whose provider is not configured yet (root included)', async () => {
    const result = await rest('PUT', '/api/option/', 'root', { key: 'GitHubOAuthEnabled', value: true });
    expect(result.body).toEqual({ success: false, message: 'option GitHubOAuthEnabled: set GitHubClientId before enabling GitHub OAuth' });
    expect(t.gateway.options.get('GitHubOAuthEnabled')).toBe(false);
  });

  it('says which key is missing, and answers GraphQL with BAD_USER_INPUT', async () => {
    expect((await rest('PUT', '/api/option/', 'admin', { value: 'x' })).body).toEqual({ success: false, message: 'say which option: key is required' });
    expect((await rest('PUT', '/api/option/', 'admin')).body.success).toBe(false);
    const gql = await graphql('root', 'mutation { updateOption(key: "ModelPrice", value: "[") { key } }');
    expect(gql.errors?.[0]).toMatchObject({ message: 'option ModelPrice: not a valid json value', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('changes take effect at once and are audited', () => {
  it('a new system name shows in the gateway status, with a ConfigChanged event naming the admin', async () => {
    const name = `Tollgate ${Math.random().toString(36).slice(2, 8)}`;
    const before = t.gateway.options.entries().find((e) => e.key === 'SystemName')!.value;
    expect((await rest('PUT', '/api/option/', 'admin', { key: 'SystemName', value: name })).body).toMatchObject({
      success: true,
      data: { key: 'SystemName', value: name },
    });
    expect((await gatewayStatus()).system_name).toBe(name);
    expect(((await rest('GET', '/api/status', 'anonymous')).body.data as { system_name: string }).system_name).toBe(name);
    expect((await auditTrail('SystemName')).at(-1)).toMatchObject({
      type: 'ConfigChanged',
      actor: { kind: 'user', userId: 3, role: 10 },
      data: { entity: 'option', entityId: 'SystemName', before, after: name },
    });
  });

  it.each([
    ['Notice', '/api/notice', 'notice'],
    ['About', '/api/about', 'about'],
    ['HomePageContent', '/api/home_page_content', 'homePageContent'],
  ] as const)('%s is served by %s and GraphQL %s', async (key, path, field) => {
    const text = `# ${key} ${Math.random().toString(36).slice(2, 8)}`;
    const updated = await graphql('admin', 'mutation($key: String!, $value: String!) { updateOption(key: $key, value: $value) { value } }', {
      key,
      value: text,
    });
    expect(updated.data).toEqual({ updateOption: { value: text } });
    expect((await rest('GET', path, 'anonymous')).body).toEqual({ success: true, message: '', data: text });
    expect((await graphql('anonymous', `{ ${field} }`)).data).toEqual({ [field]: text });
  });

  it('resets the model ratios to the built-in defaults, audited', async () => {
    expect((await rest('PUT', '/api/option/', 'root', { key: 'ModelRatio', value: '{"gpt-4":15}' })).body.success).toBe(true);
    expect(t.gateway.options.get('ModelRatio')).toEqual({ 'gpt-4': 15 });
    const trail = (await auditTrail('ModelRatio')).length;
    const reset = await rest('POST', '/api/option/rest_model_ratio', 'root');
    expect(reset.body).toMatchObject({ success: true, data: { key: 'ModelRatio', value: '{}' } });
    expect(t.gateway.options.get('ModelRatio')).toEqual({});
    const events = await auditTrail('ModelRatio');
    expect(events).toHaveLength(trail + 1);
    expect(events.at(-1)).toMatchObject({ data: { before: '{"gpt-4":15}', after: '{}' } });
  });
});

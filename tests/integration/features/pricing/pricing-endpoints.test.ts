import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { apiClient } from '../../../testkit/api-client';

/*
 * Pricing, usable groups and model lists on a whole gateway with real
 * sessions (server-behaviour 1.3, 2.6, 12; spec 02 §7): `/api/pricing` for
 * guests, users and a user in another group; `/api/user/self/groups`,
 * `/api/user/models`, `/api/models`, `/api/channel/models`,
 * `/api/channel/models_enabled`, and their GraphQL twins. Channels are made
 * through `/api/channel` and options through `/api/option/`, so abilities
 * and prices come from where they live.
 */

interface PricingBody {
  success: boolean;
  message: string;
  data: Array<Record<string, unknown> & { model_name: string; enable_groups: string[] }>;
  group_ratio: Record<string, number>;
  usable_group: Record<string, string>;
  supported_endpoint: Record<string, { path: string; method: string }>;
  auto_groups: string[];
  vendors: unknown[];
}

let t: TestGateway;
const { sessions, call, graphql, signIn, signUp } = apiClient(() => t.baseUrl);

const setOption = async (key: string, value: string) => {
  const reply = await call('root', 'PUT', '/api/option/', { key, value });
  expect(reply.body, `${key} = ${value}`).toMatchObject({ success: true });
};
const makeChannel = async (body: Record<string, unknown>): Promise<number> => {
  const reply = await call<Array<{ id: number }>>('admin', 'POST', '/api/channel/', { key: 'sk-upstream', ...body });
  expect(reply.body.success, reply.body.message).toBe(true);
  return reply.body.data![0]!.id;
};
const pricing = (who: string | null) => call<PricingBody['data'], PricingBody>(who, 'GET', '/api/pricing');

let disabledId = 0;

beforeAll(async () => {
  t = await startTestGateway();
  await call(null, 'POST', '/api/setup', { username: 'pr_root', password: 'root-password-1', confirmPassword: 'root-password-1' });
  await signIn('pr_root', 'root-password-1');
  sessions.set('root', sessions.get('pr_root')!);
  expect((await call('root', 'POST', '/api/user/', { username: 'pr_admin', password: 'admin-password-1', role: 10 })).body.success).toBe(true);
  await signIn('pr_admin', 'admin-password-1');
  sessions.set('admin', sessions.get('pr_admin')!);
  await signUp('dora');
  await signUp('victor');
  expect((await call('admin', 'PUT', '/api/user/', { id: sessions.get('victor')!.id, group: 'vip' })).body.success).toBe(true);

  await setOption('ModelRatio', JSON.stringify({ 'gpt-4o': 1.25, 'claude-3-5-sonnet-20241022': 1.5, 'vip-only-model': 2 }));
  await setOption('ModelPrice', JSON.stringify({ 'dall-e-3': 0.04 }));
  await setOption('GroupRatio', JSON.stringify({ default: 1, vip: 1.5, svip: 0.8 }));
  await setOption('GroupGroupRatio', JSON.stringify({ vip: { default: 0.9 } }));
  await makeChannel({ type: 1, name: 'openai', models: 'gpt-4o,dall-e-3', group: 'default,vip' });
  await makeChannel({ type: 14, name: 'claude', models: 'claude-3-5-sonnet-20241022', group: 'default' });
  await makeChannel({ type: 1, name: 'vip-only', models: 'vip-only-model', group: 'vip' });
  await makeChannel({ type: 8, name: 'svip-only', base_url: 'https://llm.example.com', models: 'svip-secret-model', group: 'svip' });
  disabledId = await makeChannel({ type: 1, name: 'switched-off', models: 'retired-model', group: 'default' });
  expect((await call('admin', 'PUT', '/api/channel/', { id: disabledId, status: 2 })).body.success).toBe(true);
}, 60_000);
afterAll(async () => t?.dispose());

describe('GET /api/pricing', () => {
  it('answers guests with every enabled model priced by the options, beside group_ratio and usable_group', async () => {
    const { status, body } = await pricing(null);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: '', vendors: [], auto_groups: ['default'] });
    expect(body.data.map((e) => e.model_name)).toEqual(['claude-3-5-sonnet-20241022', 'dall-e-3', 'gpt-4o', 'svip-secret-model', 'vip-only-model']);
    expect(body.data.find((e) => e.model_name === 'gpt-4o')).toEqual({
      model_name: 'gpt-4o',
      quota_type: 0,
      model_ratio: 1.25,
      model_price: 0,
      owner_by: '',
      completion_ratio: 4,
      enable_groups: ['default', 'vip'],
      supported_endpoint_types: ['openai'],
    });
    expect(body.data.find((e) => e.model_name === 'dall-e-3')).toMatchObject({
      quota_type: 1,
      model_price: 0.04,
      supported_endpoint_types: ['image-generation'],
    });
    expect(body.data.find((e) => e.model_name === 'svip-secret-model')).toMatchObject({ model_ratio: 37.5, enable_groups: ['svip'] });
    // Guests: the global usable groups at the plain GroupRatio (svip is not usable, so not shown).
    expect(body.group_ratio).toEqual({ default: 1, vip: 1.5 });
    expect(body.usable_group).toEqual({ default: '默认分组', vip: 'vip分组' });
    expect(body.supported_endpoint).toMatchObject({
      openai: { path: '/v1/chat/completions', method: 'POST' },
      anthropic: { path: '/v1/messages', method: 'POST' },
    });
  });

  it('lists no model of a disabled channel', async () => {
    const { body } = await pricing(null);
    expect(body.data.map((e) => e.model_name)).not.toContain('retired-model');
  });

  it("shows a signed-in user their group's ratios, with group-group overrides", async () => {
    expect((await pricing('dora')).body.group_ratio).toEqual({ default: 1, vip: 1.5 });
    const vip = (await pricing('victor')).body;
    expect(vip.group_ratio).toEqual({ default: 0.9, vip: 1.5 });
    expect(vip.usable_group).toEqual({ default: '默认分组', vip: 'vip分组' });
  });

  it('reflects an option change on the next call', async () => {
    await setOption('ModelRatio', JSON.stringify({ 'gpt-4o': 2.5, 'claude-3-5-sonnet-20241022': 1.5, 'vip-only-model': 2 }));
    await setOption('UserUsableGroups', JSON.stringify({ default: 'Everyone', vip: 'VIP', svip: 'Super', auto: 'Pick for me' }));
    const body = (await pricing(null)).body;
    expect(body.data.find((e) => e.model_name === 'gpt-4o')).toMatchObject({ model_ratio: 2.5 });
    expect(body.group_ratio).toEqual({ default: 1, vip: 1.5, svip: 0.8 });
    expect(body.usable_group).toEqual({ default: 'Everyone', vip: 'VIP', svip: 'Super', auto: 'Pick for me' });
    await setOption('UserUsableGroups', JSON.stringify({ default: '默认分组', vip: 'vip分组' }));
  });
});

describe('GET /api/user/self/groups', () => {
  it('maps each usable group to its ratio for the user and its description', async () => {
    const reply = await call('victor', 'GET', '/api/user/self/groups');
    expect(reply.body).toEqual({ success: true, message: '', data: { default: { ratio: 0.9, desc: '默认分组' }, vip: { ratio: 1.5, desc: 'vip分组' } } });
  });

  it('adds auto when it is a usable group', async () => {
    await setOption('UserUsableGroups', JSON.stringify({ default: '默认分组', vip: 'vip分组', auto: 'Pick for me' }));
    expect((await call('dora', 'GET', '/api/user/self/groups')).body.data).toEqual({
      default: { ratio: 1, desc: '默认分组' },
      vip: { ratio: 1.5, desc: 'vip分组' },
      auto: { ratio: '自动', desc: 'Pick for me' },
    });
    await setOption('UserUsableGroups', JSON.stringify({ default: '默认分组', vip: 'vip分组' }));
  });

  it('refuses guests with 401', async () => {
    const reply = await call(null, 'GET', '/api/user/self/groups');
    expect(reply.status).toBe(401);
    expect(reply.body.success).toBe(false);
  });
});

describe('GET /api/user/models', () => {
  it("lists the enabled models of the user's usable groups, never another group's or a disabled channel's", async () => {
    expect((await call('dora', 'GET', '/api/user/models')).body).toEqual({
      success: true,
      message: '',
      data: ['claude-3-5-sonnet-20241022', 'dall-e-3', 'gpt-4o', 'vip-only-model'],
    });
  });

  it('narrows to one usable group, and lists nothing for a group the user may not use', async () => {
    expect((await call('dora', 'GET', '/api/user/models?group=vip')).body.data).toEqual(['dall-e-3', 'gpt-4o', 'vip-only-model']);
    expect((await call('dora', 'GET', '/api/user/models?group=svip')).body.data).toEqual([]);
  });

  it("follows a user's special usable-group rules", async () => {
    await setOption('group_ratio_setting.group_special_usable_group', JSON.stringify({ vip: { '+:svip': 'Super', '-:default': '' } }));
    expect((await call('victor', 'GET', '/api/user/models')).body.data).toEqual(['dall-e-3', 'gpt-4o', 'svip-secret-model', 'vip-only-model']);
    expect((await call('dora', 'GET', '/api/user/models')).body.data).not.toContain('svip-secret-model');
    await setOption('group_ratio_setting.group_special_usable_group', '{}');
  });

  it('lists a model again once its channel is enabled', async () => {
    expect((await call('admin', 'PUT', '/api/channel/', { id: disabledId, status: 1 })).body.success).toBe(true);
    expect((await call('dora', 'GET', '/api/user/models?group=default')).body.data).toContain('retired-model');
    expect((await call('admin', 'PUT', '/api/channel/', { id: disabledId, status: 2 })).body.success).toBe(true);
    expect((await call('dora', 'GET', '/api/user/models?group=default')).body.data).not.toContain('retired-model');
  });
});

describe('model lists', () => {
  it('GET /api/models maps each provider type to its catalogued models, for signed-in users', async () => {
    const reply = await call<Record<string, string[]>>('dora', 'GET', '/api/models');
    expect(reply.body.success).toBe(true);
    expect(reply.body.data!['1']).toContain('gpt-4o');
    expect(reply.body.data!['14']).toContain('claude-3-5-sonnet-20241022');
    expect((await call(null, 'GET', '/api/models')).status).toBe(401);
  });

  it('GET /api/channel/models lists the catalogue and every channel model for admins, once each', async () => {
    const reply = await call<Array<{ id: string; object: string; created: number; owned_by: string }>>('admin', 'GET', '/api/channel/models');
    expect(reply.body.success).toBe(true);
    const models = reply.body.data!;
    expect(models.find((m) => m.id === 'gpt-4o')).toEqual({ id: 'gpt-4o', object: 'model', created: 1626777600, owned_by: 'openai' });
    expect(models.find((m) => m.id === 'retired-model')).toMatchObject({ owned_by: 'custom' });
    expect(new Set(models.map((m) => m.id)).size).toBe(models.length);
  });

  it('GET /api/channel/models_enabled names the models of enabled channels only', async () => {
    expect((await call('admin', 'GET', '/api/channel/models_enabled')).body).toEqual({
      success: true,
      message: '',
      data: ['claude-3-5-sonnet-20241022', 'dall-e-3', 'gpt-4o', 'svip-secret-model', 'vip-only-model'],
    });
  });

  it('refuses the admin lists to users and guests', async () => {
    for (const path of ['/api/channel/models', '/api/channel/models_enabled']) {
      expect((await call('dora', 'GET', path)).body).toMatchObject({ success: false });
      expect((await call(null, 'GET', path)).status).toBe(401);
    }
  });
});

describe('GraphQL', () => {
  it('answers pricing to guests and the same view a user sees over REST', async () => {
    const guest = await graphql<{
      pricing: { models: Array<{ modelName: string; modelRatio: number; enableGroups: string[] }>; groupRatios: unknown[]; autoGroups: string[] };
    }>(null, '{ pricing { models { modelName modelRatio enableGroups } groupRatios { group ratio } autoGroups } }');
    expect(guest.errors).toBeUndefined();
    expect(guest.data!.pricing.models.find((m) => m.modelName === 'gpt-4o')).toEqual({
      modelName: 'gpt-4o',
      modelRatio: 2.5,
      enableGroups: ['default', 'vip'],
    });
    expect(guest.data!.pricing.groupRatios).toEqual([
      { group: 'default', ratio: 1 },
      { group: 'vip', ratio: 1.5 },
    ]);
    const vip = await graphql<{ pricing: { groupRatios: unknown[] } }>('victor', '{ pricing { groupRatios { group ratio } } }');
    expect(vip.data!.pricing.groupRatios).toEqual([
      { group: 'default', ratio: 0.9 },
      { group: 'vip', ratio: 1.5 },
    ]);
  });

  it('answers myGroups and myModels to users, knownModels and enabledModels to admins only', async () => {
    const mine = await graphql<{ myGroups: unknown[]; myModels: string[] }>('victor', '{ myGroups { group ratio description } myModels(group: "vip") }');
    expect(mine.data).toEqual({
      myGroups: [
        { group: 'default', ratio: 0.9, description: '默认分组' },
        { group: 'vip', ratio: 1.5, description: 'vip分组' },
      ],
      myModels: ['dall-e-3', 'gpt-4o', 'vip-only-model'],
    });
    const admin = await graphql<{ enabledModels: string[]; knownModels: Array<{ id: string }> }>('admin', '{ enabledModels knownModels { id ownedBy } }');
    expect(admin.data!.enabledModels).toEqual(['claude-3-5-sonnet-20241022', 'dall-e-3', 'gpt-4o', 'svip-secret-model', 'vip-only-model']);
    expect(admin.data!.knownModels.length).toBeGreaterThan(5);
    expect((await graphql('dora', '{ enabledModels }')).errors?.length).toBeGreaterThan(0);
    expect((await graphql(null, '{ myGroups { group } }')).errors?.length).toBeGreaterThan(0);
  });
});

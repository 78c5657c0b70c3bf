import { describe, expect, it } from 'vitest';
import { OPTION_CATALOGUE } from '../../../../schema/options/catalogue';
import { endpointTypesOf } from '../../../../schema/models/endpoint-types';
import { modelsByChannelType, providerModels } from '../../../../schema/models/provider-models';
import { CHANNEL_TYPES } from '../../../../schema/channels/channel-types';
import { autoGroups, groupChoices, groupRatios, groupsToList, usableGroups, type GroupOptions } from '../../../../services/features/pricing/rules/groups';
import { pricingEntries, supportedEndpoints } from '../../../../services/features/pricing/rules/pricing-entries';
import { priceTableFrom, type PriceOptions } from '../../../../services/features/pricing/rules/price-table';

/*
 * The pure mapping behind `/api/pricing`, `/api/user/self/groups` and
 * `/api/user/models` (server-behaviour 3.2, 4.1, 12): usable groups with the
 * special rules, group ratios with group-group overrides, and pricing
 * entries priced by the engine.
 */

const groups = (over: Partial<GroupOptions> = {}): GroupOptions => ({
  UserUsableGroups: { default: 'Default', vip: 'VIP' },
  'group_ratio_setting.group_special_usable_group': {},
  AutoGroups: ['default'],
  GroupRatio: { default: 1, vip: 1.5, svip: 0.8 },
  ...over,
});

const table = (over: Partial<PriceOptions> = {}) =>
  priceTableFrom({
    ModelRatio: { 'gpt-4o': 1.25, 'claude-3-5-sonnet-20241022': 1.5 },
    ModelPrice: { 'dall-e-3': 0.04 },
    CompletionRatio: {},
    CacheRatio: { 'gpt-4o': 0.5 },
    GroupRatio: { default: 1, vip: 1.5, svip: 0.8 },
    GroupGroupRatio: { vip: { default: 0.9 } },
    QuotaPerUnit: 500_000,
    PreConsumedQuota: 500,
    ...over,
  });

describe('usable groups', () => {
  it('gives a guest the global UserUsableGroups', () => {
    expect(usableGroups(groups(), null)).toEqual({ default: 'Default', vip: 'VIP' });
  });

  it("adds a user's own group when it is not usable already, as the established gateway does", () => {
    expect(usableGroups(groups(), 'svip')).toEqual({ default: 'Default', vip: 'VIP', svip: '用户分组' });
    expect(usableGroups(groups(), 'vip')).toEqual({ default: 'Default', vip: 'VIP' });
  });

  it("applies the special rules of the user's group: +:g and g add, -:g removes", () => {
    const options = groups({ 'group_ratio_setting.group_special_usable_group': { vip: { '+:svip': 'Super', '-:default': '', beta: 'Beta' } } });
    expect(usableGroups(options, 'vip')).toEqual({ vip: 'VIP', svip: 'Super', beta: 'Beta' });
    expect(usableGroups(options, 'default')).toEqual({ default: 'Default', vip: 'VIP' });
  });

  it('walks only the auto groups the caller may use, in AutoGroups order', () => {
    const options = groups({ AutoGroups: ['svip', 'vip', 'default'] });
    expect(autoGroups(options, usableGroups(options, 'default'))).toEqual(['vip', 'default']);
  });
});

describe('group ratios', () => {
  it('restricts GroupRatio to usable groups, with no override for a guest', () => {
    expect(groupRatios(groups(), table(), null, usableGroups(groups(), null))).toEqual({ default: 1, vip: 1.5 });
  });

  it("applies GroupGroupRatio for a signed-in user's group", () => {
    expect(groupRatios(groups(), table(), 'vip', usableGroups(groups(), 'vip'))).toEqual({ default: 0.9, vip: 1.5 });
  });

  it('lists each usable group of GroupRatio with ratio and description, and auto when usable', () => {
    const options = groups({ UserUsableGroups: { default: 'Default', vip: 'VIP', auto: 'Pick for me' } });
    expect(groupChoices(options, table(), 'vip')).toEqual({
      default: { ratio: 0.9, desc: 'Default' },
      vip: { ratio: 1.5, desc: 'VIP' },
      auto: { ratio: '自动', desc: 'Pick for me' },
    });
    expect(groupChoices(groups(), table(), 'default')).not.toHaveProperty('auto');
  });

  it('lists the models of every usable group, one requested usable group, none for another, and auto as its groups', () => {
    const options = groups({ UserUsableGroups: { default: 'Default', vip: 'VIP', auto: 'Auto' }, AutoGroups: ['vip', 'default'] });
    expect(groupsToList(options, 'default', '')).toEqual(['default', 'vip']);
    expect(groupsToList(options, 'default', 'vip')).toEqual(['vip']);
    expect(groupsToList(options, 'default', 'svip')).toEqual([]);
    expect(groupsToList(options, 'default', 'auto')).toEqual(['vip', 'default']);
  });
});

describe('pricing entries', () => {
  const abilities = [
    { model: 'gpt-4o', group: 'vip', channelType: 1 },
    { model: 'gpt-4o', group: 'default', channelType: 1 },
    { model: 'claude-3-5-sonnet-20241022', group: 'default', channelType: 14 },
    { model: 'dall-e-3', group: 'default', channelType: 1 },
    { model: 'my-local-model', group: 'default', channelType: 4 },
  ];

  it('prices each model once through the engine, with its groups and endpoints', () => {
    const entries = pricingEntries(table(), abilities);
    expect(entries.map((e) => e.model_name)).toEqual(['claude-3-5-sonnet-20241022', 'dall-e-3', 'gpt-4o', 'my-local-model']);
    expect(entries.find((e) => e.model_name === 'gpt-4o')).toEqual({
      model_name: 'gpt-4o',
      quota_type: 0,
      model_ratio: 1.25,
      model_price: 0,
      owner_by: '',
      // The engine's built-in family ratio for gpt-4o*.
      completion_ratio: 4,
      cache_ratio: 0.5,
      enable_groups: ['default', 'vip'],
      supported_endpoint_types: ['openai'],
    });
    expect(entries.find((e) => e.model_name === 'dall-e-3')).toMatchObject({
      quota_type: 1,
      model_price: 0.04,
      model_ratio: 0,
      completion_ratio: 0,
      supported_endpoint_types: ['image-generation'],
    });
    expect(entries.find((e) => e.model_name === 'claude-3-5-sonnet-20241022')).toMatchObject({
      quota_type: 0,
      model_ratio: 1.5,
      completion_ratio: 5,
      supported_endpoint_types: ['anthropic', 'openai'],
    });
  });

  it('shows an unpriced model at ratio 37.5, as the established gateway does', () => {
    expect(pricingEntries(table(), abilities).find((e) => e.model_name === 'my-local-model')).toMatchObject({
      quota_type: 0,
      model_ratio: 37.5,
      completion_ratio: 1,
    });
  });

  it('carries create_cache_ratio and image_ratio only for models the options name', () => {
    const entries = pricingEntries(table({ CreateCacheRatio: { 'claude-3-5-sonnet-20241022': 1.25 }, ImageRatio: { 'gpt-4o': 2 } }), abilities);
    expect(entries.find((e) => e.model_name === 'claude-3-5-sonnet-20241022')).toMatchObject({ create_cache_ratio: 1.25 });
    expect(entries.find((e) => e.model_name === 'gpt-4o')).toMatchObject({ image_ratio: 2 });
    expect(entries.find((e) => e.model_name === 'dall-e-3')).not.toHaveProperty('create_cache_ratio');
  });

  it('names the path of every endpoint type the entries use', () => {
    expect(supportedEndpoints(pricingEntries(table(), abilities))).toEqual({
      anthropic: { path: '/v1/messages', method: 'POST' },
      'image-generation': { path: '/v1/images/generations', method: 'POST' },
      openai: { path: '/v1/chat/completions', method: 'POST' },
    });
  });
});

describe('model catalogue', () => {
  it('lists models only under known channel types, with no empty names', () => {
    const known = new Set(CHANNEL_TYPES.map((t) => t.id));
    for (const [type, models] of modelsByChannelType()) {
      expect(known.has(type)).toBe(true);
      expect(models.length).toBeGreaterThan(0);
      expect(models.every((m) => m.trim() === m && m !== '')).toBe(true);
    }
    expect(providerModels(3)).toBe(providerModels(1));
    expect(providerModels(4)).toBeNull();
  });

  it('puts Gemini models on the Gemini endpoint first', () => {
    expect(endpointTypesOf(24, 'gemini-2.5-pro')).toEqual(['gemini', 'openai']);
  });
});

describe('pricing options', () => {
  it('has the established defaults and refuses negative ratios', () => {
    expect(OPTION_CATALOGUE.GroupGroupRatio.defaultValue).toEqual({ vip: { edit_this: 0.9 } });
    expect(OPTION_CATALOGUE.AutoGroups.defaultValue).toEqual(['default']);
    expect(OPTION_CATALOGUE.CreateCacheRatio.parse('{"m": -1}').ok).toBe(false);
    expect(OPTION_CATALOGUE.ImageRatio.parse('{"m": 2}')).toEqual({ ok: true, value: { m: 2 } });
    expect(OPTION_CATALOGUE.GroupGroupRatio.parse('{"vip": {"default": -0.5}}').ok).toBe(false);
    expect(OPTION_CATALOGUE['group_ratio_setting.group_special_usable_group'].parse('{"vip": {"+:svip": 3}}').ok).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { changedSettings, settingValues, validateSetting } from '../../../console/src/features/personal/user-setting';
import { transferProblem, validatePasswordChange } from '../../../console/src/features/personal/validate-password-change';
import { rowActions, statusKey } from '../../../console/src/features/users/user-rules';
import { resultingQuota, validateAddUser, validateEditUser } from '../../../console/src/features/users/validate-user-forms';

describe('user status and role rules (spec 01 sections 4 and 6)', () => {
  it('names statuses 1, 2 and 3 and calls anything else unknown', () => {
    expect([1, 2, 3, 0, 4, -1].map(statusKey)).toEqual([
      'status.enabled',
      'status.disabled',
      'status.locked',
      'status.unknown',
      'status.unknown',
      'status.unknown',
    ]);
  });

  it('gives logged-off users no actions at all', () => {
    const actions = rowActions({ id: 1, role: 100 }, { id: 2, role: 1, status: 1, deletedAt: '2026-01-01' });
    expect(Object.values(actions).every((a) => !a.shown)).toBe(true);
  });

  it('lets the super admin promote an ordinary user, and an admin not', () => {
    expect(rowActions({ id: 1, role: 100 }, { id: 2, role: 1, status: 1 }).promote).toEqual({ shown: true, enabled: true });
    expect(rowActions({ id: 3, role: 10 }, { id: 2, role: 1, status: 1 }).promote).toEqual({ shown: true, enabled: false });
  });

  it('keeps an admin off users of the same or a higher role', () => {
    const onAdmin = rowActions({ id: 3, role: 10 }, { id: 4, role: 10, status: 1 });
    expect([onAdmin.edit, onAdmin.disable, onAdmin.demote, onAdmin.delete].map((a) => a.enabled)).toEqual([false, false, false, false]);
  });
});

describe('form rules (spec 01 section 5)', () => {
  it('add user: username and password must not be empty', () => {
    expect(validateAddUser({ username: ' ', password: 'x' })).toBe('add.required');
    expect(validateAddUser({ username: 'a', password: '' })).toBe('add.required');
    expect(validateAddUser({ username: 'a', password: 'x' })).toBeNull();
  });

  it('edit user: an empty password keeps the old one; the quota is a whole number, negative allowed', () => {
    const base = { username: 'a', displayName: '', password: '', group: 'default', quota: '-5' };
    expect(validateEditUser(base)).toEqual({});
    expect(validateEditUser({ ...base, password: '1234567', quota: '1e3' })).toEqual({ password: 'edit.passwordTooShort', quota: 'edit.quotaInteger' });
    expect(resultingQuota(1000, '-1500')).toBe(-500);
    expect(resultingQuota(1000, '2.5')).toBeNull();
  });

  it('change password and transfer', () => {
    expect(validatePasswordChange({ original: 'old-password', password: 'new-password', confirm: 'new-password' })).toEqual({});
    expect(validatePasswordChange({ original: 'x', password: 'short', confirm: 'short' })).toEqual({ password: 'password.tooShort' });
    expect(transferProblem(499_999, 1_000_000, 500_000)).toBe('minimum');
    expect(transferProblem(500_000, 1_000_000, 500_000)).toBeNull();
    expect(transferProblem(600_000, 500_000, 500_000), 'more than is pending').toBe('minimum');
  });

  it('settings: defaults, changed keys only, https webhooks', () => {
    const saved = settingValues('{"notify_type":"webhook","webhook_url":"https://a.example","quota_warning_threshold":100000}');
    expect(settingValues('not json').quotaWarningThreshold).toBe('500000');
    expect(changedSettings(saved, saved)).toEqual({});
    expect(changedSettings(saved, { ...saved, webhookSecret: 's', acceptUnsetModelRatioModel: true })).toEqual({
      webhookSecret: 's',
      acceptUnsetModelRatioModel: true,
    });
    expect(validateSetting({ ...saved, webhookUrl: 'http://a.example' })).toEqual({ webhookUrl: 'settings.webhookHttps' });
    expect(validateSetting({ ...saved, quotaWarningThreshold: '0' })).toEqual({ quotaWarningThreshold: 'settings.thresholdInvalid' });
  });
});

/** Spec 01 §9: the warning threshold's default in the form, and its presets (quota, and what it is shown as). */
export const DEFAULT_THRESHOLD = 500_000;
export const THRESHOLD_PRESETS = [100_000, 500_000, 1_000_000, 5_000_000] as const;

export type NotifyType = 'email' | 'webhook';

/** The notification and price preferences as the form holds them (spec 01 §3, user setting). */
export interface SettingValues {
  readonly notifyType: NotifyType;
  /** As typed: a whole number of quota units. */
  readonly quotaWarningThreshold: string;
  readonly webhookUrl: string;
  /** Write-only: empty keeps the stored one. */
  readonly webhookSecret: string;
  readonly notificationEmail: string;
  readonly acceptUnsetModelRatioModel: boolean;
}

/** The stored setting JSON (established keys) as form values; missing keys take the form's defaults. */
export function settingValues(json: string): SettingValues {
  let stored: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(json) as unknown;
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    // An unreadable setting shows the defaults.
  }
  const threshold = stored.quota_warning_threshold;
  return {
    notifyType: stored.notify_type === 'webhook' ? 'webhook' : 'email',
    quotaWarningThreshold: String(typeof threshold === 'number' && threshold > 0 ? threshold : DEFAULT_THRESHOLD),
    webhookUrl: typeof stored.webhook_url === 'string' ? stored.webhook_url : '',
    webhookSecret: '',
    notificationEmail: typeof stored.notification_email === 'string' ? stored.notification_email : '',
    acceptUnsetModelRatioModel: stored.accept_unset_model_ratio_model === true,
  };
}

/** What updateSetting takes: only the keys that changed (spec 01 §4). */
export interface SettingChanges {
  notifyType?: NotifyType;
  quotaWarningThreshold?: number;
  webhookUrl?: string;
  webhookSecret?: string;
  notificationEmail?: string;
  acceptUnsetModelRatioModel?: boolean;
}

export function changedSettings(before: SettingValues, after: SettingValues): SettingChanges {
  const changes: SettingChanges = {};
  if (after.notifyType !== before.notifyType) changes.notifyType = after.notifyType;
  if (after.quotaWarningThreshold.trim() !== before.quotaWarningThreshold) changes.quotaWarningThreshold = Number(after.quotaWarningThreshold.trim());
  if (after.webhookUrl.trim() !== before.webhookUrl) changes.webhookUrl = after.webhookUrl.trim();
  if (after.webhookSecret !== '') changes.webhookSecret = after.webhookSecret;
  if (after.notificationEmail.trim() !== before.notificationEmail) changes.notificationEmail = after.notificationEmail.trim();
  if (after.acceptUnsetModelRatioModel !== before.acceptUnsetModelRatioModel) changes.acceptUnsetModelRatioModel = after.acceptUnsetModelRatioModel;
  return changes;
}

export type SettingErrors = Partial<Record<'quotaWarningThreshold' | 'webhookUrl', 'settings.thresholdInvalid' | 'settings.webhookHttps'>>;

/** Spec 01 §5: a positive whole threshold; a webhook (when chosen or typed) is an https address. */
export function validateSetting(values: SettingValues): SettingErrors {
  const errors: SettingErrors = {};
  const threshold = values.quotaWarningThreshold.trim();
  if (!/^\d+$/.test(threshold) || Number(threshold) <= 0 || !Number.isSafeInteger(Number(threshold)))
    errors.quotaWarningThreshold = 'settings.thresholdInvalid';
  const url = values.webhookUrl.trim();
  if ((values.notifyType === 'webhook' || url !== '') && !/^https:\/\/\S+$/i.test(url)) errors.webhookUrl = 'settings.webhookHttps';
  return errors;
}

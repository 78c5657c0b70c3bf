import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionField } from '../../option-field';
import { useSettings } from '../../settings-context';
import { OptionSection } from '../option-section';
import { preparePayment } from './system-rules';

/** Payment through Epay (spec 03 §5): the server address first, the top-up group ratios as JSON, the pay address without trailing slashes. */
export function PaymentSection() {
  const { t } = useTranslation('settingsSystem');
  const { options } = useSettings();
  const fields = useMemo<OptionField[]>(
    () => [
      { key: 'PayAddress', kind: 'text', label: t('payment.payAddress'), help: t('payment.payAddressHelp'), placeholder: 'https://pay.example.com' },
      { key: 'EpayId', kind: 'text', label: t('payment.epayId') },
      { key: 'EpayKey', kind: 'secret', label: t('payment.epayKey') },
      { key: 'Price', kind: 'number', min: 0, label: t('payment.price'), help: t('payment.priceHelp') },
      { key: 'USDExchangeRate', kind: 'number', min: 0, label: t('payment.usdExchangeRate'), help: t('payment.usdExchangeRateHelp') },
      { key: 'MinTopUp', kind: 'integer', min: 0, label: t('payment.minTopUp') },
      { key: 'TopupOrderExpiryMinutes', kind: 'integer', min: 1, max: 7 * 24 * 60, label: t('payment.orderExpiry'), help: t('payment.orderExpiryHelp') },
      { key: 'CustomCallbackAddress', kind: 'text', label: t('payment.callback'), help: t('payment.callbackHelp') },
      { key: 'TopUpLink', kind: 'text', label: t('payment.topUpLink'), help: t('payment.topUpLinkHelp') },
      { key: 'general_setting.docs_link', kind: 'text', label: t('payment.docsLink'), help: t('payment.docsLinkHelp') },
      { key: 'TopupGroupRatio', kind: 'json', rows: 4, label: t('payment.topupGroupRatio'), help: t('payment.topupGroupRatioHelp') },
      { key: 'PayMethods', kind: 'json', rows: 6, label: t('payment.payMethods'), help: t('payment.payMethodsHelp') },
      { key: 'payment_setting.amount_options', kind: 'json', rows: 2, label: t('payment.amountOptions'), help: t('payment.amountOptionsHelp') },
      { key: 'payment_setting.amount_discount', kind: 'json', rows: 3, label: t('payment.amountDiscount'), help: t('payment.amountDiscountHelp') },
    ],
    [t],
  );
  return (
    <OptionSection
      title={t('payment.title')}
      hint={t('payment.hint')}
      fields={fields}
      prepare={(values) => {
        const prepared = preparePayment(values, options.get('ServerAddress')?.value ?? '');
        return 'error' in prepared ? { error: t(prepared.error) } : prepared;
      }}
      testId="settings-payment"
    />
  );
}

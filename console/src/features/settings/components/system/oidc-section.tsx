import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStack } from '../../../../components/form-stack';
import { notifyError } from '../../../../lib/toaster';
import type { OptionField } from '../../option-field';
import { useOptionForm } from '../../use-option-form';
import { OptionFields } from '../option-fields';
import { SectionCard } from '../../../../components/section-card';
import { CallbackUrl } from './callback-url';
import { fetchOidcEndpoints, isHttpUrl } from './oidc-config';
import { SectionSaveButton } from '../section-save-button';

const WELL_KNOWN = 'oidc.well_known';

/**
 * OIDC (spec 03 §5): with a Well-Known URL (http or https), saving first
 * reads the provider's three endpoints from it in the browser, then saves
 * them with the rest.
 */
export function OidcSection() {
  const { t } = useTranslation('settingsSystem');
  const fields = useMemo<OptionField[]>(
    () => [
      {
        key: WELL_KNOWN,
        kind: 'text',
        label: t('oidc.wellKnown'),
        help: t('oidc.wellKnownHelp'),
        placeholder: 'https://id.example.com/.well-known/openid-configuration',
      },
      { key: 'oidc.client_id', kind: 'text', label: t('oidc.clientId') },
      { key: 'oidc.client_secret', kind: 'secret', label: t('oidc.clientSecret') },
      { key: 'oidc.authorization_endpoint', kind: 'text', label: t('oidc.authorization') },
      { key: 'oidc.token_endpoint', kind: 'text', label: t('oidc.token') },
      { key: 'oidc.user_info_endpoint', kind: 'text', label: t('oidc.userInfo') },
    ],
    [t],
  );
  const form = useOptionForm(fields);
  const [fetching, setFetching] = useState(false);

  const submit = async () => {
    const wellKnown = (form.values[WELL_KNOWN] ?? '').trim();
    let endpoints: Record<string, string> = {};
    if (wellKnown !== '') {
      if (!isHttpUrl(wellKnown)) {
        form.setError(WELL_KNOWN, t('oidc.notHttp'));
        notifyError(t('oidc.notHttp'));
        return;
      }
      setFetching(true);
      const found = await fetchOidcEndpoints(wellKnown);
      setFetching(false);
      if (!found) {
        notifyError(t('oidc.fetchFailed'));
        return;
      }
      endpoints = found;
      for (const [key, value] of Object.entries(found)) form.set(key, value);
    }
    await form.submit((values) => ({ values: { ...values, [WELL_KNOWN]: wellKnown, ...endpoints } }));
  };

  return (
    <SectionCard title={t('oidc.title')} hint={t('oidc.hint')} testId="settings-oidc">
      <FormStack
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <OptionFields fields={fields} form={form} />
        <CallbackUrl provider="oidc" />
        <SectionSaveButton section={t('oidc.title')} loading={fetching || form.saving} />
      </FormStack>
    </SectionCard>
  );
}

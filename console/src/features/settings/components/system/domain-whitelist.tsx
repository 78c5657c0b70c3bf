import { Button, HStack, Input, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/form-field';
import { addDomain, domainList, domainText, removeDomain } from './email-domains';

/** The e-mail domain whitelist as removable chips, with an input to add one (spec 03 §5); `value` is the comma-joined list. */
export function DomainWhitelist({ value, disabled, onChange }: { value: string; disabled: boolean; onChange: (text: string) => void }) {
  const { t } = useTranslation('settingsSystem');
  const { t: common } = useTranslation('settings');
  const [input, setInput] = useState('');
  const [error, setError] = useState<string>();
  const domains = domainList(value);

  const add = () => {
    const added = addDomain(domains, input);
    if ('error' in added) {
      setError(t(added.error));
      return;
    }
    onChange(domainText(added.domains));
    setInput('');
    setError(undefined);
  };

  return (
    <Stack gap="3" data-testid="domain-whitelist">
      <Text fontWeight="medium" fontSize="sm">
        {t('email.whitelist')}
      </Text>
      {domains.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('email.empty')}
        </Text>
      ) : (
        <Wrap gap="2">
          {domains.map((domain) => (
            <Tag.Root key={domain} size="lg" variant="surface" colorPalette="teal" data-testid="domain-chip">
              <Tag.Label>{domain}</Tag.Label>
              {!disabled && (
                <Tag.EndElement>
                  <Tag.CloseTrigger aria-label={t('email.remove', { domain })} onClick={() => onChange(domainText(removeDomain(domains, domain)))} />
                </Tag.EndElement>
              )}
            </Tag.Root>
          ))}
        </Wrap>
      )}
      <FormField label={t('email.domain')} error={error} helper={disabled ? common('field.superAdminOnly') : undefined}>
        <HStack w="full" align="flex-start">
          <Input
            name="email-domain"
            value={input}
            disabled={disabled}
            placeholder={t('email.domainPlaceholder')}
            autoComplete="off"
            onChange={(event) => {
              setInput(event.currentTarget.value);
              setError(undefined);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              add();
            }}
          />
          <Button variant="outline" disabled={disabled} onClick={add}>
            {t('email.add')}
          </Button>
        </HStack>
      </FormField>
    </Stack>
  );
}

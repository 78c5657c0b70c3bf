import { DataList, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export const BINDING_FIELDS = ['githubId', 'oidcId', 'wechatId', 'telegramId', 'email', 'linuxDoId'] as const;
export type BindingField = (typeof BINDING_FIELDS)[number];

/** Spec 01 §2: the editor shows the user's bound accounts, read-only. */
export function BoundAccounts({ user }: { user: Record<BindingField, string> }) {
  const { t } = useTranslation('users');
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2" data-testid="bound-accounts">
      {BINDING_FIELDS.map((field) => (
        <DataList.Item key={field}>
          <DataList.ItemLabel minW="24">{t(`binding.${field}`)}</DataList.ItemLabel>
          <DataList.ItemValue>
            {user[field] ? <Text wordBreak="break-all">{user[field]}</Text> : <Text color="fg.subtle">{t('edit.notBound')}</Text>}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

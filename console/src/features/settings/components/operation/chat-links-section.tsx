import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionField } from '../../option-field';
import { useOptionForm, type Prepare } from '../../use-option-form';
import { chatLinksOf, chatLinksProblem } from './chat-links';
import { OptionFormCard } from '../option-form-card';

const CHATS = 'Chats';

/** Spec 03 §9: the chat links, a JSON list of `{ name: url template }` with `{address}` and `{key}` markers; the links are listed under it. */
export function ChatLinksSection() {
  const { t } = useTranslation('settingsOperation');
  const fields = useMemo<OptionField[]>(() => [{ key: CHATS, kind: 'json', rows: 8, label: t('chats.field'), help: t('chats.help') }], [t]);
  const form = useOptionForm(fields);
  const links = chatLinksOf(form.values[CHATS] ?? '');

  const prepare: Prepare = (values) => {
    const problem = chatLinksProblem(values[CHATS] ?? '');
    if (problem === null) return { values: { ...values } };
    form.setError(CHATS, t(`chats.${problem}`));
    return { error: t(`chats.${problem}`) };
  };

  return (
    <OptionFormCard title={t('chats.title')} hint={t('chats.hint')} testId="settings-chat-links" form={form} fields={fields} prepare={prepare}>
      <Stack gap="1" data-testid="chat-link-list">
        {links.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t('chats.empty')}
          </Text>
        )}
        {links.map((link, index) => (
          <HStack key={`${index}-${link.name}`} gap="2" wrap="wrap" fontSize="sm">
            <Text fontWeight="medium">{link.name}</Text>
            {link.usesAddress && <Badge colorPalette="teal">{t('chats.usesAddress')}</Badge>}
            {link.usesKey && <Badge colorPalette="teal">{t('chats.usesKey')}</Badge>}
            {!link.usesAddress && !link.usesKey && <Badge colorPalette="orange">{t('chats.noMarkers')}</Badge>}
            <Text color="fg.muted" truncate minW="0" flex="1" title={link.template}>
              {link.template}
            </Text>
          </HStack>
        ))}
      </Stack>
    </OptionFormCard>
  );
}

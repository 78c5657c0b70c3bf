import { Box, Button, Flex, Heading, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { useIsMobile } from '../../hooks/use-is-mobile';
import { useSessionUser } from '../../hooks/use-session-user';
import { pickGroup, pickModel, TEMPERATURE, type ChatMessage, type PlaygroundSettings } from './chat-messages';
import { ChatPane } from './components/chat-pane';
import { SettingsPanel } from './components/settings-panel';
import './playground-strings';
import { useChat } from './use-chat';

const GroupsQuery = graphql(`
  query PlaygroundScreen_Groups {
    myGroups {
      group
      ratio
    }
  }
`);

const ModelsQuery = graphql(`
  query PlaygroundScreen_Models($group: String) {
    myModels(group: $group)
  }
`);

/**
 * /playground (spec 02 §2): the settings sidebar (toggled on a phone) and
 * the chat, preloaded with a greeting exchange, whose replies stream from
 * `POST /pg/chat/completions`.
 */
export function PlaygroundScreen() {
  const { t } = useTranslation('playground');
  const user = useSessionUser();
  const isMobile = useIsMobile();
  const [showSettings, setShowSettings] = useState(false);
  const [chosen, setChosen] = useState<Partial<PlaygroundSettings>>({});
  const [groupsResult] = useQuery({ query: GroupsQuery });
  const groups = groupsResult.data?.myGroups ?? [];
  const group = pickGroup(
    groups.map((choice) => choice.group),
    chosen.group ?? '',
    user?.group ?? '',
  );
  const [modelsResult] = useQuery({ query: ModelsQuery, variables: { group }, pause: group === '' });
  const models = group === '' ? [] : (modelsResult.data?.myModels ?? []);
  const settings: PlaygroundSettings = {
    group,
    model: pickModel(models, chosen.model ?? ''),
    temperature: chosen.temperature ?? TEMPERATURE.initial,
    maxTokens: chosen.maxTokens ?? 0,
    systemPrompt: chosen.systemPrompt ?? t('settings.defaultSystemPrompt'),
  };
  const chat = useChat((): ChatMessage[] => [
    { id: 'greeting-user', role: 'user', content: t('greeting.user'), status: 'done' },
    { id: 'greeting-assistant', role: 'assistant', content: t('greeting.assistant'), status: 'done' },
  ]);
  const change = (next: Partial<PlaygroundSettings>) => setChosen((old) => ({ ...old, ...next }));
  const panel = <SettingsPanel settings={settings} groups={groups} models={models} onChange={change} />;

  return (
    <Stack gap="4" h={{ base: 'auto', md: 'calc(100dvh - 9rem)' }} minH="32rem" data-testid="playground-screen">
      <HStack justify="space-between">
        <Heading as="h1" size="2xl">
          {t('title')}
        </Heading>
        {isMobile && (
          <Button
            size="sm"
            variant="outline"
            aria-expanded={showSettings}
            onClick={() => setShowSettings((open) => !open)}
            data-testid="playground-settings-toggle"
          >
            {showSettings ? t('settings.hide') : t('settings.show')}
          </Button>
        )}
      </HStack>
      <Flex gap="4" flex="1" minH="0" direction={{ base: 'column', md: 'row' }}>
        {(!isMobile || showSettings) && (
          <Box w={{ base: 'full', md: '72' }} flexShrink={0} borderWidth="1px" borderRadius="lg" bg="bg.panel" p="4" overflowY="auto">
            <Heading as="h2" size="md" mb="3">
              {t('settings.title')}
            </Heading>
            {panel}
          </Box>
        )}
        <Box flex="1" minW="0" minH={{ base: '28rem', md: '0' }} display="flex">
          <ChatPane
            messages={chat.messages}
            pending={chat.pending}
            canSend={settings.model !== ''}
            onSend={(prompt) => void chat.send(prompt, settings)}
            onStop={chat.stop}
            onClear={chat.clear}
          />
        </Box>
      </Flex>
    </Stack>
  );
}

import { Box, Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../chat-messages';
import { MessageBubble } from './message-bubble';

interface Props {
  readonly messages: readonly ChatMessage[];
  readonly pending: boolean;
  readonly canSend: boolean;
  readonly onSend: (prompt: string) => void;
  readonly onStop: () => void;
  readonly onClear: () => void;
}

/** The conversation, the prompt box with send (stop while a reply streams) and clear context. */
export function ChatPane({ messages, pending, canSend, onSend, onStop, onClear }: Props) {
  const { t } = useTranslation('playground');
  const [prompt, setPrompt] = useState('');
  const list = useRef<HTMLDivElement>(null);
  // Each change (a new message, a streamed part, a state) keeps the newest message in view.
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [messages]);

  const submit = () => {
    const text = prompt.trim();
    if (text === '' || pending || !canSend) return;
    setPrompt('');
    onSend(text);
  };
  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Stack gap="3" flex="1" minW="0" h="full" data-testid="chat-pane">
      <Box ref={list} flex="1" minH="0" overflowY="auto" borderWidth="1px" borderRadius="lg" bg="bg.panel" p="4" data-testid="chat-messages">
        {messages.length === 0 ? (
          <Text color="fg.muted" textAlign="center" py="10">
            {t('chat.empty')}
          </Text>
        ) : (
          <Stack gap="4">
            {messages.map((message) => (
              <MessageBubble key={message.id} message={message} />
            ))}
          </Stack>
        )}
      </Box>
      <Textarea
        rows={3}
        resize="vertical"
        placeholder={t('chat.placeholder')}
        aria-label={t('chat.placeholder')}
        value={prompt}
        onChange={(event) => setPrompt(event.currentTarget.value)}
        onKeyDown={onKey}
      />
      <HStack justify="space-between" gap="2">
        <Button size="sm" variant="outline" onClick={onClear} data-testid="chat-clear">
          {t('chat.clear')}
        </Button>
        {pending ? (
          <Button size="sm" colorPalette="red" variant="outline" onClick={onStop} data-testid="chat-stop">
            {t('chat.stop')}
          </Button>
        ) : (
          <Button size="sm" colorPalette="teal" onClick={submit} disabled={prompt.trim() === '' || !canSend} data-testid="chat-send">
            {t('chat.send')}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

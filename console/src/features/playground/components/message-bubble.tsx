import { Box, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../chat-messages';

/** One message: who said it, its text as it streams in, and its state. */
export function MessageBubble({ message }: { readonly message: ChatMessage }) {
  const { t } = useTranslation('playground');
  const mine = message.role === 'user';
  return (
    <Stack gap="1" align={mine ? 'end' : 'start'} data-testid="chat-message" data-role={message.role} data-status={message.status}>
      <Text fontSize="xs" color="fg.muted">
        {t(`chat.roles.${message.role}`)}
      </Text>
      <Box
        maxW={{ base: '90%', md: '75%' }}
        px="3"
        py="2"
        borderRadius="lg"
        bg={mine ? 'teal.solid' : 'bg.muted'}
        color={mine ? 'teal.contrast' : 'fg'}
        whiteSpace="pre-wrap"
        wordBreak="break-word"
      >
        {message.content !== '' && <Text data-testid="chat-content">{message.content}</Text>}
        {message.status === 'sending' && <Spinner size="xs" />}
      </Box>
      <MessageState message={message} />
    </Stack>
  );
}

function MessageState({ message }: { readonly message: ChatMessage }) {
  const { t } = useTranslation('playground');
  switch (message.status) {
    case 'done':
      return null;
    case 'sending':
    case 'streaming':
      return (
        <HStack gap="1" fontSize="xs" color="fg.muted">
          <Text>{t(`chat.status.${message.status}`)}</Text>
        </HStack>
      );
    case 'stopped':
      return (
        <Text fontSize="xs" color="orange.fg">
          {t('chat.status.stopped')}
        </Text>
      );
    case 'error':
      return (
        <Text fontSize="xs" color="red.fg" data-testid="chat-error">
          {t('chat.status.error', { message: message.error ?? '' })}
        </Text>
      );
    default: {
      const unknown: never = message.status;
      return unknown;
    }
  }
}

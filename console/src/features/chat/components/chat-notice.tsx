import { HStack, Spinner, Stack, Text } from '@chakra-ui/react';

/** A centred notice in place of the frame: redirecting, or why the chat cannot open. */
export function ChatNotice({ text, busy = false, tone = 'muted' }: { readonly text: string; readonly busy?: boolean; readonly tone?: 'muted' | 'error' }) {
  return (
    <Stack align="center" justify="center" minH="60dvh" px="4" data-testid="chat-notice">
      <HStack gap="3">
        {busy && <Spinner size="sm" color="teal.fg" />}
        <Text color={tone === 'error' ? 'red.fg' : 'fg.muted'} textAlign="center">
          {text}
        </Text>
      </HStack>
    </Stack>
  );
}

import { Heading, Stack, Text } from '@chakra-ui/react';

/** A screen's title (its one h1) and the line under it. */
export function ScreenTitle({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Stack gap="1">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted">{subtitle}</Text>
    </Stack>
  );
}

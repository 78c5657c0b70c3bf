import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The centred card of the sign-in, registration, reset and setup screens. */
export function AuthCard({ title, subtitle, children, maxW = 'md' }: { title: string; subtitle?: string; children: ReactNode; maxW?: string }) {
  return (
    <Card.Root variant="elevated" borderRadius="xl" maxW={maxW} w="full" mx="auto" my={{ base: '2', md: '8' }}>
      <Card.Body gap="6" p={{ base: '5', md: '8' }}>
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {subtitle && <Text color="fg.muted">{subtitle}</Text>}
        </Stack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

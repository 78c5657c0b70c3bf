import { Card, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One titled section of the personal page. */
export function SectionCard({
  title,
  hint,
  action,
  children,
  testId,
}: {
  title: string;
  hint?: string;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card.Root variant="outline" borderRadius="xl" data-testid={testId}>
      <Card.Header pb="0">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {action}
        </HStack>
        {hint && (
          <Text fontSize="sm" color="fg.muted">
            {hint}
          </Text>
        )}
      </Card.Header>
      <Card.Body gap="4">{children}</Card.Body>
    </Card.Root>
  );
}

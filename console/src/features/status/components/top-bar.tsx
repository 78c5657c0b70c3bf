import { Box, Flex, HStack, Skeleton, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useLiveStatus } from '../api/use-live-status';
import { LanguageMenu } from './language-menu';
import { SystemLogo } from './system-logo';
import { ThemeSwitch } from './theme-switch';

export function TopBar() {
  const { status } = useLiveStatus();
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg.panel" borderBottomWidth="1px" shadow="xs">
      <Flex maxW="6xl" mx="auto" h="14" px={{ base: '4', md: '6' }} align="center" justify="space-between">
        <RouterLink to="/">
          <HStack gap="2.5">
            <SystemLogo src={status?.logo} boxSize="8" borderRadius="md" />
            {status ? (
              <Text fontWeight="semibold" fontSize="lg" truncate>
                {status.systemName}
              </Text>
            ) : (
              <Skeleton h="5" w="28" />
            )}
          </HStack>
        </RouterLink>
        <HStack gap="1">
          <LanguageMenu />
          <ThemeSwitch />
        </HStack>
      </Flex>
    </Box>
  );
}

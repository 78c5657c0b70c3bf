import { Box } from '@chakra-ui/react';
import { StatusOverview } from '../../features/status/components/status-overview';

export function HomeRoute() {
  return (
    <Box maxW="3xl" mx="auto">
      <StatusOverview />
    </Box>
  );
}

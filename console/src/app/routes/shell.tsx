import { Box, Container } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { TopBar } from '../../features/status/components/top-bar';

/** Every page: the top bar, then the route's content in one centred column. */
export function Shell() {
  return (
    <Box minH="100vh">
      <TopBar />
      <Container as="main" maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
        <Outlet />
      </Container>
    </Box>
  );
}

import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as UrqlProvider } from 'urql';
import { i18n } from '../lib/i18n';
import { system } from '../lib/system';
import { createUrqlClient } from '../lib/urql';

const urqlClient = createUrqlClient(window.location);

/** Everything a page needs around it: styles, the GraphQL client and translations. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <UrqlProvider value={urqlClient}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </UrqlProvider>
    </ChakraProvider>
  );
}

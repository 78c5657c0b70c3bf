import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as UrqlProvider, type Client } from 'urql';
import { Toaster } from '../components/ui/toaster';
import { i18n } from '../lib/i18n';
import { system } from '../lib/system';
import { StatusProvider } from './status/status-provider';

/** Everything a page needs around it: styles, the GraphQL client, translations, the status and notices. */
export function AppProvider({ client, children }: { client: Client; children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <UrqlProvider value={client}>
        <I18nextProvider i18n={i18n}>
          <StatusProvider>{children}</StatusProvider>
          <Toaster />
        </I18nextProvider>
      </UrqlProvider>
    </ChakraProvider>
  );
}

import { Avatar, Badge, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { PageSpinner } from '../../components/page-spinner';
import { graphql } from '../../gql';
import { roleKey } from '../../lib/roles';
import { BalanceStats, useLiveBalances } from './components/balance-stats';
import { BindingsCard } from './components/bindings-card';
import { InviteCard } from './components/invite-card';
import { ModelChips } from './components/model-chips';
import { SecurityCard } from './components/security-card';
import { SettingsTabs } from './components/settings-tabs';

const Me = graphql(`
  query PersonalScreen_Me {
    me {
      id
      username
      displayName
      role
      group
      quota
      usedQuota
      requestCount
      affCode
      affCount
      affQuota
      affHistoryQuota
      email
      githubId
      oidcId
      wechatId
      telegramId
      linuxDoId
      setting
    }
  }
`);

/** /personal (spec 01 §2): the signed-in user's own page; it shows neither the group editor nor the quota editor. */
export function PersonalScreen() {
  const [me, refetch] = useQuery({ query: Me, requestPolicy: 'cache-and-network' });
  const user = me.data?.me;
  if (!user) return <PageSpinner />;
  return <PersonalPage user={user} reload={() => refetch({ requestPolicy: 'network-only' })} />;
}

type MeUser = ResultOf<typeof Me>['me'];

function PersonalPage({ user, reload }: { user: MeUser; reload: () => void }) {
  const { t } = useTranslation('personal');
  const { t: common } = useTranslation();
  const { balances, live } = useLiveBalances(user);
  const name = user.displayName || user.username;
  return (
    <Stack gap="5" maxW="6xl" mx="auto" data-testid="personal-page">
      <HStack gap="4" align="center">
        <Avatar.Root size="lg" colorPalette="teal">
          <Avatar.Fallback name={name} />
        </Avatar.Root>
        <Stack gap="1" minW="0">
          <Heading as="h1" size="2xl">
            {t('title')}
          </Heading>
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="medium" truncate>
              {name}
            </Text>
            <Badge variant="outline">{common(roleKey(user.role))}</Badge>
            <Badge variant="surface">{user.group}</Badge>
          </HStack>
        </Stack>
      </HStack>
      <BalanceStats balances={balances} live={live} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" alignItems="start">
        <Stack gap="5">
          <ModelChips />
          <InviteCard affCode={user.affCode} balances={balances} />
          <SettingsTabs setting={user.setting} onSaved={reload} />
        </Stack>
        <Stack gap="5">
          <BindingsCard ids={user} onBound={reload} />
          <SecurityCard username={user.username} role={user.role} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

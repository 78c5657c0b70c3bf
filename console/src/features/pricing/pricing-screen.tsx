import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { useIsMobile } from '../../hooks/use-is-mobile';
import { useSessionUser } from '../../hooks/use-session-user';
import { useStatus } from '../../hooks/use-status';
import { copyText } from '../../lib/copy-text';
import { DEFAULT_QUOTA_PER_UNIT } from '../../lib/format-quota';
import { notifyError, notifySuccess } from '../../lib/toaster';
import { GroupTags } from './components/group-tags';
import { PricingBanner } from './components/pricing-banner';
import { PricingCards } from './components/pricing-cards';
import { PricingTable } from './components/pricing-table';
import { initialGroup, visibleModels, type PriceDisplay } from './pricing-rules';
import './pricing-strings';
import { ScreenTitle } from '../../components/screen-title';

const PricingQuery = graphql(`
  query PricingScreen_Pricing {
    pricing {
      groupRatios {
        group
        ratio
      }
      usableGroups {
        group
        description
      }
      models {
        modelName
        quotaType
        modelRatio
        completionRatio
        modelPrice
        enableGroups
        cacheRatio
        createCacheRatio
        imageRatio
      }
    }
  }
`);

/**
 * /pricing (spec 02 §2, public): the caller's group and ratio (or the guest
 * warning), the group tags that switch the viewed group, a search on model
 * names, copying the selected names, and every model with its billing type,
 * ratios and prices in the viewed group; a phone gets cards.
 */
export function PricingScreen() {
  const { t } = useTranslation('pricing');
  const { t: tc } = useTranslation();
  const user = useSessionUser();
  const isMobile = useIsMobile();
  const { status } = useStatus();
  const display: PriceDisplay = { quotaPerUnit: status?.quotaPerUnit ?? DEFAULT_QUOTA_PER_UNIT, displayInCurrency: status?.displayInCurrency ?? true };
  const [result] = useQuery({ query: PricingQuery, requestPolicy: 'cache-and-network' });
  const pricing = result.data?.pricing;
  const ratios = useMemo(() => new Map((pricing?.groupRatios ?? []).map((entry) => [entry.group, entry.ratio])), [pricing]);
  const groups = [...ratios.keys()];
  const [chosen, setChosen] = useState<string | null>(null);
  const viewed = chosen ?? initialGroup(user?.group ?? null, groups);
  const groupRatio = ratios.get(viewed) ?? 1;
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const rows = useMemo(() => visibleModels(pricing?.models ?? [], search, viewed), [pricing, search, viewed]);

  const copySelected = async () => {
    const names = rows.filter((row) => selected.has(row.modelName)).map((row) => row.modelName);
    if (await copyText(names.join(','))) notifySuccess(t('copied', { count: names.length }));
    else notifyError(tc('copy.failed'));
  };
  const shownSelected = rows.filter((row) => selected.has(row.modelName)).length;
  const descriptions = new Map((pricing?.usableGroups ?? []).map((entry) => [entry.group, entry.description]));

  return (
    <Stack gap="4" maxW="full" mx="auto" data-testid="pricing-screen">
      <ScreenTitle title={t('title')} subtitle={t('subtitle')} />
      <PricingBanner user={user} ratios={ratios} />
      <GroupTags groups={groups} ratios={ratios} descriptions={descriptions} viewed={viewed} onView={setChosen} />
      <HStack gap="3" wrap="wrap">
        <Input
          size="sm"
          maxW={{ base: 'full', md: '80' }}
          placeholder={t('search')}
          aria-label={t('search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Button size="sm" colorPalette="teal" disabled={shownSelected === 0} onClick={() => void copySelected()} data-testid="pricing-copy">
          {t('copySelected', { count: shownSelected })}
        </Button>
      </HStack>
      {result.fetching && !pricing ? (
        <Text color="fg.muted">{t('loading')}</Text>
      ) : isMobile ? (
        <PricingCards rows={rows} viewed={viewed} groupRatio={groupRatio} display={display} selected={selected} onSelect={setSelected} />
      ) : (
        <PricingTable rows={rows} viewed={viewed} groupRatio={groupRatio} display={display} selected={selected} onSelect={setSelected} />
      )}
    </Stack>
  );
}

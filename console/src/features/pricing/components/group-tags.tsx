import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface Props {
  readonly groups: readonly string[];
  readonly ratios: ReadonlyMap<string, number>;
  readonly descriptions: ReadonlyMap<string, string>;
  readonly viewed: string;
  readonly onView: (group: string) => void;
}

/** One tag per priced group with its ratio; clicking one views the prices in that group. */
export function GroupTags({ groups, ratios, descriptions, viewed, onView }: Props) {
  const { t } = useTranslation('pricing');
  if (groups.length === 0) return null;
  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label={t('groups.label')} data-testid="pricing-groups">
      <Text fontSize="sm" color="fg.muted">
        {t('groups.label')}
      </Text>
      {groups.map((group) => {
        const active = group === viewed;
        return (
          <Button
            key={group}
            size="xs"
            borderRadius="full"
            variant={active ? 'solid' : 'outline'}
            colorPalette={active ? 'teal' : 'gray'}
            aria-pressed={active}
            title={descriptions.get(group) || undefined}
            onClick={() => onView(group)}
            data-testid="pricing-group"
            data-group={group}
          >
            {t('groups.tag', { group, ratio: ratios.get(group) ?? 1 })}
          </Button>
        );
      })}
    </HStack>
  );
}

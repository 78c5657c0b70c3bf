import { Button, Tag, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { graphql } from '../../../gql';
import { copyText } from '../../../lib/copy-text';
import { notifyError, notifySuccess } from '../../../lib/toaster';
import { SectionCard } from '../../../components/section-card';

const MyModels = graphql(`
  query ModelChips_Models {
    myModels
  }
`);

/** Spec 01 §9: the chips shown before the list is expanded. */
export const MODEL_PREVIEW = 10;

/** Spec 01 §2: the models the user may call; the first 10, expandable; a click copies the name. */
export function ModelChips() {
  const { t } = useTranslation('personal');
  const { t: common } = useTranslation();
  const [models] = useQuery({ query: MyModels });
  const [expanded, setExpanded] = useState(false);
  const names = models.data?.myModels ?? [];
  const shown = expanded ? names : names.slice(0, MODEL_PREVIEW);
  const copy = async (name: string) => {
    if (await copyText(name)) notifySuccess(common('copy.copied', { text: name }));
    else notifyError(common('copy.failed'));
  };
  return (
    <SectionCard title={t('models.title')} hint={t('models.hint')} testId="model-chips">
      {names.length === 0 && !models.fetching ? (
        <Text color="fg.muted">{t('models.empty')}</Text>
      ) : (
        <Wrap gap="2" align="center">
          {shown.map((name) => (
            <Tag.Root key={name} asChild size="lg" variant="surface" colorPalette="teal" cursor="pointer">
              <button type="button" onClick={() => void copy(name)}>
                <Tag.Label>{name}</Tag.Label>
              </button>
            </Tag.Root>
          ))}
          {names.length > MODEL_PREVIEW && (
            <Button size="xs" variant="ghost" onClick={() => setExpanded(!expanded)}>
              {expanded ? t('models.less') : t('models.more', { count: names.length })}
            </Button>
          )}
        </Wrap>
      )}
    </SectionCard>
  );
}

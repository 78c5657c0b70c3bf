import { Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionField } from '../../option-field';
import { useOptionForm, type Prepare } from '../../use-option-form';
import { OptionFormCard } from '../option-form-card';
import { GROUP_KEYS, groupShapeProblems, unusableAutoGroups } from './group-rules';

/**
 * Spec 03 §3.3 and §5: group ratios, the groups users may choose, and the
 * other group options of the catalogue (ratios between groups, the auto
 * groups, per-group changes to the usable groups). Each is JSON, checked on
 * blur and, before the save, for its shape.
 */
export function GroupSection() {
  const { t } = useTranslation('settingsOperation');
  const fields = useMemo<OptionField[]>(
    () => [
      { key: GROUP_KEYS.ratio, kind: 'json', label: t('groups.ratio'), help: t('groups.ratioHelp') },
      { key: GROUP_KEYS.usable, kind: 'json', label: t('groups.usable'), help: t('groups.usableHelp') },
      { key: GROUP_KEYS.groupGroupRatio, kind: 'json', label: t('groups.groupGroupRatio'), help: t('groups.groupGroupRatioHelp') },
      { key: GROUP_KEYS.autoGroups, kind: 'json', rows: 3, label: t('groups.autoGroups'), help: t('groups.autoGroupsHelp') },
      { key: GROUP_KEYS.specialUsable, kind: 'json', label: t('groups.specialUsable'), help: t('groups.specialUsableHelp') },
    ],
    [t],
  );
  const form = useOptionForm(fields);
  const skipped = unusableAutoGroups(form.values[GROUP_KEYS.autoGroups] ?? '', form.values[GROUP_KEYS.usable] ?? '');

  const prepare: Prepare = (values) => {
    const problems = groupShapeProblems(values);
    for (const [key, shape] of problems) form.setError(key, t(`groups.shape.${shape}`));
    const first = problems[0];
    return first ? { error: t(`groups.shape.${first[1]}`) } : { values: { ...values } };
  };

  return (
    <OptionFormCard title={t('groups.title')} hint={t('groups.hint')} testId="settings-groups" form={form} fields={fields} prepare={prepare}>
      {skipped.length > 0 && (
        <Text fontSize="sm" color="orange.fg" data-testid="auto-groups-warning">
          {t('groups.unusableAuto', { groups: skipped.join(', ') })}
        </Text>
      )}
    </OptionFormCard>
  );
}

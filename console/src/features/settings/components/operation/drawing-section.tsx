import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionField } from '../../option-field';
import { OptionSection } from '../option-section';

/** Spec 03 §3.2, drawing: switches only, each saved the moment it changes. */
export function DrawingSection() {
  const { t } = useTranslation('settingsOperation');
  const fields = useMemo<OptionField[]>(
    () => [
      { key: 'DrawingEnabled', kind: 'toggle', label: t('drawing.drawing') },
      { key: 'TaskEnabled', kind: 'toggle', label: t('drawing.task'), help: t('drawing.taskHelp') },
      { key: 'MjNotifyEnabled', kind: 'toggle', label: t('drawing.mjNotify'), help: t('drawing.mjNotifyHelp') },
      { key: 'MjAccountFilterEnabled', kind: 'toggle', label: t('drawing.mjAccountFilter'), help: t('drawing.mjAccountFilterHelp') },
      { key: 'MjForwardUrlEnabled', kind: 'toggle', label: t('drawing.mjForwardUrl'), help: t('drawing.mjForwardUrlHelp') },
      { key: 'MjModeClearEnabled', kind: 'toggle', label: t('drawing.mjModeClear'), help: t('drawing.mjModeClearHelp') },
      { key: 'MjActionCheckSuccessEnabled', kind: 'toggle', label: t('drawing.mjActionCheckSuccess'), help: t('drawing.mjActionCheckSuccessHelp') },
    ],
    [t],
  );
  return <OptionSection title={t('drawing.title')} fields={fields} testId="settings-drawing" />;
}

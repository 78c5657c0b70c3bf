import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BrandingSection } from './branding-section';
import { ContentSection } from './content-section';
import { SystemInfoSection } from './system-info-section';

/** Spec 03 §2.1 tab other: system info, then each content option in its own section with its own save. */
export function OtherTab() {
  const { t } = useTranslation('settingsOther');
  return (
    <Stack gap="5">
      <SystemInfoSection />
      <ContentSection optionKey="Notice" title={t('notice.title')} hint={t('notice.hint')} testId="settings-notice" />
      <BrandingSection />
      <ContentSection
        optionKey="HomePageContent"
        title={t('homePage.title')}
        hint={t('homePage.hint')}
        placeholder={t('homePage.placeholder')}
        rows={10}
        testId="settings-home-page"
      />
      <ContentSection
        optionKey="About"
        title={t('about.title')}
        hint={t('about.hint')}
        placeholder={t('about.placeholder')}
        rows={10}
        testId="settings-about"
      />
      <ContentSection optionKey="Footer" title={t('footer.title')} hint={t('footer.hint')} rows={4} testId="settings-footer" />
    </Stack>
  );
}

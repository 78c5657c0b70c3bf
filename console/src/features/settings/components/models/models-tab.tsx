import { Stack } from '@chakra-ui/react';
import { ClaudeSettingsSection } from './claude-settings-section';
import { GeminiSettingsSection } from './gemini-settings-section';
import { GlobalSettingsSection } from './global-settings-section';

/** Spec 03 §2.1 tab models: the global settings, the Gemini settings and the Claude settings. */
export function ModelsTab() {
  return (
    <Stack gap="5">
      <GlobalSettingsSection />
      <GeminiSettingsSection />
      <ClaudeSettingsSection />
    </Stack>
  );
}

import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.subtle', color: 'fg', minHeight: '100%' },
  },
});

/** Chakra's default tokens and recipes, with the console's page background. */
export const system = createSystem(defaultConfig, config);

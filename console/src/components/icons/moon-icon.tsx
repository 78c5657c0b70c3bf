import { createIcon } from '@chakra-ui/react';

export const MoonIcon = createIcon({
  displayName: 'MoonIcon',
  viewBox: '0 0 24 24',
  defaultProps: { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinejoin: 'round' },
  d: 'M20.5 14.1A8.5 8.5 0 0 1 9.9 3.5 8.5 8.5 0 1 0 20.5 14.1Z',
});

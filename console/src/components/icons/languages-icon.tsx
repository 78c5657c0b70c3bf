import { createIcon } from '@chakra-ui/react';

export const LanguagesIcon = createIcon({
  displayName: 'LanguagesIcon',
  viewBox: '0 0 24 24',
  defaultProps: { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' },
  d: 'M4 5h8M8 3v2M10 5c0 4-2.7 7.3-6 9M6 9c1 2.3 3 4 6 5M13 21l4-10 4 10M14.5 17.5h5',
});

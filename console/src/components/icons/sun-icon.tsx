import { createIcon } from '@chakra-ui/react';

export const SunIcon = createIcon({
  displayName: 'SunIcon',
  viewBox: '0 0 24 24',
  defaultProps: { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' },
  path: [
    <circle key="disc" cx="12" cy="12" r="4" />,
    <path key="rays" d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />,
  ],
});

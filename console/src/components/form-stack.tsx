import { Stack, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A form laid out as a column; the browser's own validation bubbles are off (the form shows its messages). */
export function FormStack({
  onSubmit,
  id,
  gap = '4',
  children,
}: {
  onSubmit: (event: { preventDefault: () => void }) => void;
  id?: string;
  gap?: StackProps['gap'];
  children: ReactNode;
}) {
  return (
    <Stack asChild gap={gap}>
      <form id={id} onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Stack>
  );
}

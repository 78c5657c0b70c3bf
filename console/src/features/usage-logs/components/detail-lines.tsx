import { Grid, Text } from '@chakra-ui/react';
import { Fragment } from 'react';

/** Label and value pairs in two columns (the values may wrap); plain text, so nothing more loads with the first screen. */
export function DetailLines({ lines, testId }: { lines: ReadonlyArray<{ key: string; label: string; value: string }>; testId?: string }) {
  return (
    <Grid templateColumns="max-content minmax(0, 1fr)" columnGap="4" rowGap="1" fontSize="sm" data-testid={testId}>
      {lines.map((line) => (
        <Fragment key={line.key}>
          <Text color="fg.muted" data-line={line.key}>
            {line.label}
          </Text>
          <Text wordBreak="break-all" data-value={line.key}>
            {line.value}
          </Text>
        </Fragment>
      ))}
    </Grid>
  );
}

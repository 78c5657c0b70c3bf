import { Badge, Text } from '@chakra-ui/react';
import { ratioColour, readNumber } from './pricing-numbers';

/** A ratio in its tag colour (spec 03 §9: green up to 1, blue above 1, orange above 3, red above 5); a dash when unset. */
export function RatioTag({ text }: { text: string }) {
  const value = text.trim() === '' ? null : readNumber(text);
  if (value === null) {
    return <Text color="fg.subtle">{text.trim() === '' ? '—' : text}</Text>;
  }
  return (
    <Badge colorPalette={ratioColour(value)} variant="subtle" data-colour={ratioColour(value)}>
      {text.trim()}
    </Badge>
  );
}

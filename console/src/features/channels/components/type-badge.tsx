import { Badge } from '@chakra-ui/react';
import type { ListContext } from './list-context';

/** A channel's provider type; in orange, saying why on hover, when the relay cannot call that type yet. */
export function TypeBadge({ type, context }: { type: number; context: ListContext }) {
  const name = context.typeName(type);
  if (context.typeRelayed(type)) return <Badge variant="outline">{name}</Badge>;
  return (
    <Badge variant="outline" colorPalette="orange" title={context.t('fields.typeNotRelayed', { name })} data-testid="channel-type-not-relayed-badge">
      {name} ⚠
    </Badge>
  );
}

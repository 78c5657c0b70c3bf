import { Input } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

interface Props {
  readonly label: string;
  readonly value: number | null;
  readonly min: number;
  /** The text typed, when it differs from the value: the caller checks and sends it, answering the value now shown. */
  readonly onCommit: (text: string) => Promise<number | null>;
  readonly testId: string;
}

/** A priority or weight edited in its row: sent when the field loses focus or on Enter, if it changed. */
export function NumberCell({ label, value, min, onCommit, testId }: Props) {
  const [text, setText] = useState(value === null ? '' : String(value));
  useEffect(() => setText(value === null ? '' : String(value)), [value]);
  const commit = async () => {
    if (text.trim() === (value === null ? '' : String(value))) return;
    const shown = await onCommit(text);
    setText(shown === null ? (value === null ? '' : String(value)) : String(shown));
  };
  return (
    <Input
      size="xs"
      w="16"
      type="number"
      min={min}
      step={1}
      aria-label={label}
      data-testid={testId}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={() => void commit()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
      }}
    />
  );
}

import { Button, ButtonGroup } from '@chakra-ui/react';

interface Props<T extends string> {
  readonly label: string;
  readonly options: readonly T[];
  readonly value: T;
  readonly text: (option: T) => string;
  readonly onChange: (option: T) => void;
  readonly testId: string;
}

/** A row of buttons choosing one option, the chosen one pressed. */
export function ChoiceButtons<T extends string>({ label, options, value, text, onChange, testId }: Props<T>) {
  return (
    <ButtonGroup size="sm" variant="outline" attached role="group" aria-label={label} data-testid={testId}>
      {options.map((option) => (
        <Button
          key={option}
          aria-pressed={option === value}
          variant={option === value ? 'solid' : 'outline'}
          colorPalette={option === value ? 'teal' : 'gray'}
          onClick={() => onChange(option)}
          data-value={option}
        >
          {text(option)}
        </Button>
      ))}
    </ButtonGroup>
  );
}

import { Checkbox } from '@chakra-ui/react';

interface Props {
  readonly label: string;
  readonly checked: boolean | 'indeterminate';
  readonly onChange: (checked: boolean) => void;
}

/** A row's (or the header's) selection box, labelled for screen readers. */
export function SelectBox({ label, checked, onChange }: Props) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(details) => onChange(details.checked === true)}>
      <Checkbox.HiddenInput aria-label={label} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

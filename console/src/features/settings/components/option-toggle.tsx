import { Stack, Switch, Text } from '@chakra-ui/react';

/** An Enabled-type option: it saves the moment it changes (spec 03 §2.2). */
export function OptionToggle({
  name,
  label,
  help,
  checked,
  disabled,
  onChange,
}: {
  name: string;
  label: string;
  help?: string | undefined;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <Switch.Root
      checked={checked}
      disabled={disabled}
      onCheckedChange={(event) => onChange(event.checked)}
      colorPalette="teal"
      alignItems="flex-start"
      data-testid={`option-${name}`}
    >
      <Switch.HiddenInput name={name} />
      <Switch.Control mt="0.5" />
      <Stack gap="0">
        <Switch.Label>{label}</Switch.Label>
        {help && (
          <Text fontSize="sm" color="fg.muted">
            {help}
          </Text>
        )}
      </Stack>
    </Switch.Root>
  );
}

import { Button, HStack, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { rangeProblem } from '../dashboard-rules';
import { fromInputTime, toInputTime } from '../input-time';

export interface RangeChoice {
  readonly start: number;
  readonly end: number;
  /** Admins: one user's usage; empty for every user's. */
  readonly username: string;
}

interface Props {
  /** The range shown now (milliseconds), as the server applied it. */
  readonly start: number;
  readonly end: number;
  readonly username: string;
  readonly admin: boolean;
  readonly onApply: (choice: RangeChoice) => void;
  /** Back to the server's default range for the granularity. */
  readonly onReset: () => void;
}

/** The range picker: start and end (a user's at most 30 days, as the server allows), and the admins' user name. */
export function RangeForm({ start, end, username, admin, onApply, onReset }: Props) {
  const { t } = useTranslation('dashboard');
  const [values, setValues] = useState({ start: toInputTime(start), end: toInputTime(end), username });
  const [problem, setProblem] = useState<ReturnType<typeof rangeProblem>>(null);
  const set = (name: keyof typeof values) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setValues((old) => ({ ...old, [name]: value }));
  };
  return (
    <form
      data-testid="dashboard-range"
      onSubmit={(event) => {
        event.preventDefault();
        const from = fromInputTime(values.start);
        const to = fromInputTime(values.end);
        const found = rangeProblem(from, to, !admin);
        setProblem(found);
        if (found === null && from !== null && to !== null) onApply({ start: from, end: to, username: values.username.trim() });
      }}
    >
      <SimpleGrid columns={{ base: 1, sm: 2, lg: admin ? 4 : 3 }} gap="3" alignItems="end">
        <FormField label={t('range.start')}>
          <Input name="start" type="datetime-local" size="sm" value={values.start} onChange={set('start')} />
        </FormField>
        <FormField label={t('range.end')}>
          <Input name="end" type="datetime-local" size="sm" value={values.end} onChange={set('end')} />
        </FormField>
        {admin && (
          <FormField label={t('range.username')}>
            <Input name="username" size="sm" value={values.username} onChange={set('username')} placeholder={t('range.usernameHint')} />
          </FormField>
        )}
        <HStack gap="2">
          <Button size="sm" colorPalette="teal" type="submit">
            {t('range.apply')}
          </Button>
          <Button size="sm" variant="outline" onClick={onReset}>
            {t('range.reset')}
          </Button>
        </HStack>
      </SimpleGrid>
      {problem && (
        <Text color="fg.error" fontSize="sm" mt="2" role="alert" data-testid="range-problem">
          {t(`range.${problem}`)}
        </Text>
      )}
    </form>
  );
}

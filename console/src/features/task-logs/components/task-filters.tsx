import { Input, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import type { TaskFilterValues } from '../task-filter';

interface Props {
  readonly formId: string;
  readonly initial: TaskFilterValues;
  readonly admin: boolean;
  readonly onSearch: (values: TaskFilterValues) => void;
}

/** Spec 02 §2: channel ID (admins), task ID, start and end time; sent with the form's submit button. */
export function TaskFilters({ formId, initial, admin, onSearch }: Props) {
  const { t } = useTranslation('tasks');
  const [values, setValues] = useState(initial);
  const field = (name: keyof TaskFilterValues, type: 'text' | 'datetime-local' = 'text') => (
    <FormField label={t(`filters.${name}`)}>
      <Input
        name={name}
        type={type}
        size="sm"
        inputMode={name === 'channelId' ? 'numeric' : undefined}
        value={values[name]}
        placeholder={type === 'text' ? t(`filters.${name}`) : undefined}
        onChange={(event) => {
          const { value } = event.currentTarget;
          setValues((old) => ({ ...old, [name]: value }));
        }}
      />
    </FormField>
  );
  return (
    <form
      id={formId}
      data-testid="task-filters"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(values);
      }}
    >
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
        {admin && field('channelId')}
        {field('taskId')}
        {field('start', 'datetime-local')}
        {field('end', 'datetime-local')}
      </SimpleGrid>
    </form>
  );
}

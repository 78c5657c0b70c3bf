import { Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import type { LogFilterValues } from '../log-filter';
import { LOG_TYPES, logTypeKey } from '../log-rules';

interface Props {
  readonly formId: string;
  readonly initial: LogFilterValues;
  readonly admin: boolean;
  readonly onSearch: (values: LogFilterValues) => void;
}

type TextField = Exclude<keyof LogFilterValues, 'type'>;

/**
 * Spec 02 §2: type, token name, model name, start and end time, group and
 * request id; admins also channel id and user name. Sent with the form's
 * submit button (beside it on a wide screen, in the drawer's footer on a phone).
 */
export function LogFilters({ formId, initial, admin, onSearch }: Props) {
  const { t } = useTranslation('logs');
  const [values, setValues] = useState(initial);
  const set = (field: TextField) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setValues((old) => ({ ...old, [field]: value }));
  };
  const text = (field: TextField, type: 'text' | 'datetime-local' = 'text') => (
    <FormField label={t(`filters.${field}`)}>
      <Input name={field} type={type} size="sm" value={values[field]} onChange={set(field)} placeholder={type === 'text' ? t(`filters.${field}`) : undefined} />
    </FormField>
  );
  return (
    <form
      id={formId}
      data-testid="log-filters"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(values);
      }}
    >
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
        {text('start', 'datetime-local')}
        {text('end', 'datetime-local')}
        <FormField label={t('filters.type')}>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              name="type"
              value={String(values.type)}
              onChange={(event) => setValues((old) => ({ ...old, type: Number(event.currentTarget.value) }))}
            >
              <option value="0">{t('filters.allTypes')}</option>
              {LOG_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${logTypeKey(type)}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {text('tokenName')}
        {text('modelName')}
        {text('group')}
        {text('requestId')}
        {admin && text('channel')}
        {admin && text('username')}
      </SimpleGrid>
    </form>
  );
}

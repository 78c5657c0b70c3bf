import { Separator, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { FormDrawer } from '../../../components/form-drawer';
import { FormStack } from '../../../components/form-stack';
import { graphql } from '../../../gql';
import type { QuotaDisplay } from '../../../lib/format-quota';
import { notifySuccess } from '../../../lib/toaster';
import { editValues, NEW_TOKEN } from '../token-form-values';
import type { TokenRow } from '../token-row';
import { tokenInput, validateToken, type TokenErrors, type TokenFormValues } from '../validate-token';
import { TokenBasicFields } from './token-basic-fields';
import { TokenLimitFields } from './token-limit-fields';

const Options = graphql(`
  query TokenDrawer_Options {
    myModels
    myGroups {
      group
      description
      ratio
    }
  }
`);

const Create = graphql(`
  mutation TokenDrawer_Create($count: Int, $input: ApiTokenInput!) {
    createTokens(count: $count, input: $input) {
      id
    }
  }
`);

const Update = graphql(`
  mutation TokenDrawer_Update($id: Int!, $input: ApiTokenInput!) {
    updateToken(id: $id, input: $input) {
      id
    }
  }
`);

/** Create, or edit `token`; closed when `open` is false. */
export type TokenDrawerState = { open: false } | { open: true; token: TokenRow | null };

/** Spec 02 §2: the token create/edit drawer (quota presets, expiry shortcuts, batch count, limits, group). */
export function TokenDrawer({
  state,
  display,
  onClose,
  onSaved,
}: {
  state: TokenDrawerState;
  display: QuotaDisplay;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('tokens');
  const editing = state.open ? state.token : null;
  const mode = editing ? 'edit' : 'create';
  const [values, setValues] = useState<TokenFormValues>(NEW_TOKEN);
  const [errors, setErrors] = useState<TokenErrors>({});
  const [options] = useQuery({ query: Options, pause: !state.open });
  const [{ fetching: creating }, create] = useMutation(Create);
  const [{ fetching: updating }, update] = useMutation(Update);

  // Each opening starts from the new-token defaults or the edited token's own values (the row carries them).
  useEffect(() => {
    if (!state.open) return;
    setErrors({});
    setValues(state.token ? editValues(state.token) : NEW_TOKEN);
  }, [state]);

  const change = (next: Partial<TokenFormValues>) => {
    setValues((old) => ({ ...old, ...next }));
    // A field's message goes once it is edited; the next submit checks again.
    setErrors((old) => Object.fromEntries(Object.entries(old).filter(([field]) => !(field in next))));
  };
  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const found = validateToken(values, mode);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = tokenInput(values);
    if (editing) {
      const result = await update({ id: editing.id, input });
      if (!result.data) return;
      notifySuccess(t('form.updated'));
    } else {
      const count = Number(values.count);
      const result = await create({ count, input });
      if (!result.data) return;
      notifySuccess(count > 1 ? t('form.createdMany', { count: result.data.createTokens.length }) : t('form.created'));
    }
    onSaved();
    onClose();
  };

  return (
    <FormDrawer
      open={state.open}
      onClose={onClose}
      title={editing ? t('form.editTitle') : t('form.createTitle')}
      formId="token-form"
      submitLabel={t('form.submit')}
      cancelLabel={t('form.cancel')}
      submitting={creating || updating}
      testId="token-drawer"
    >
      <FormStack id="token-form" onSubmit={(event) => void submit(event)} gap="5">
        <Text fontWeight="semibold">{t('form.basics')}</Text>
        <TokenBasicFields values={values} errors={errors} mode={mode} display={display} onChange={change} />
        <Separator />
        <Text fontWeight="semibold">{t('form.limits')}</Text>
        <TokenLimitFields values={values} models={options.data?.myModels ?? []} groups={options.data?.myGroups ?? []} onChange={change} />
      </FormStack>
    </FormDrawer>
  );
}

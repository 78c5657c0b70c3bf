import { Input } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { FormDrawer } from '../../../components/form-drawer';
import { FormField } from '../../../components/form-field';
import { FormStack } from '../../../components/form-stack';
import { graphql } from '../../../gql';
import { formatQuota, type QuotaDisplay } from '../../../lib/format-quota';
import { notifySuccess } from '../../../lib/toaster';
import type { RedemptionRow } from '../redemption-row';
import { DEFAULT_REDEMPTION_COUNT, DEFAULT_REDEMPTION_QUOTA } from '../redemption-rules';
import { validateRedemption, type RedemptionErrors, type RedemptionFormValues } from '../validate-redemption';

const Create = graphql(`
  mutation RedemptionDrawer_Create($name: String, $quota: Quota, $count: Int) {
    createRedemptions(name: $name, quota: $quota, count: $count)
  }
`);

const Edit = graphql(`
  mutation RedemptionDrawer_Edit($id: Int!, $name: String!, $quota: Quota) {
    editRedemption(id: $id, name: $name, quota: $quota) {
      id
    }
  }
`);

export type RedemptionDrawerState = { open: false } | { open: true; code: RedemptionRow | null };

const NEW_CODES: RedemptionFormValues = { name: '', quota: String(DEFAULT_REDEMPTION_QUOTA), count: String(DEFAULT_REDEMPTION_COUNT) };

interface Props {
  readonly state: RedemptionDrawerState;
  readonly display: QuotaDisplay;
  readonly onClose: () => void;
  readonly onSaved: () => void;
  /** After a create: the codes the server made (the drawer stays open under them). */
  readonly onCreated: (codes: string[]) => void;
}

/** Spec 02 §2: create codes (name, quota, count) or edit an unused one (name, quota). */
export function RedemptionDrawer({ state, display, onClose, onSaved, onCreated }: Props) {
  const { t } = useTranslation('redemptions');
  const editing = state.open ? state.code : null;
  const mode = editing ? 'edit' : 'create';
  const [values, setValues] = useState<RedemptionFormValues>(NEW_CODES);
  const [errors, setErrors] = useState<RedemptionErrors>({});
  const [{ fetching: creating }, create] = useMutation(Create);
  const [{ fetching: saving }, edit] = useMutation(Edit);

  useEffect(() => {
    if (!state.open) return;
    setErrors({});
    setValues(state.code ? { name: state.code.name, quota: String(state.code.quota), count: '1' } : NEW_CODES);
  }, [state]);

  const set = (field: keyof RedemptionFormValues) => (event: { target: { value: string } }) => {
    setValues((old) => ({ ...old, [field]: event.target.value }));
    setErrors((old) => ({ ...old, [field]: undefined }));
  };
  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const found = validateRedemption(values, mode);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const quota = Number(values.quota.trim());
    if (editing) {
      const result = await edit({ id: editing.id, name: values.name.trim(), quota });
      if (!result.data) return;
      notifySuccess(t('form.updated'));
    } else {
      const result = await create({ name: values.name.trim() || null, quota, count: Number(values.count.trim()) });
      if (!result.data) return;
      // No notice here: the dialog of codes says it, and a click on a notice would dismiss that dialog.
      onSaved();
      // The codes open in a dialog above the drawer; closing that closes both (one layer at a time).
      onCreated(result.data.createRedemptions);
      return;
    }
    onSaved();
    onClose();
  };
  const quota = Number(values.quota);

  return (
    <FormDrawer
      open={state.open}
      onClose={onClose}
      title={editing ? t('form.editTitle') : t('form.createTitle')}
      formId="redemption-form"
      submitLabel={t('form.submit')}
      cancelLabel={t('form.cancel')}
      submitting={creating || saving}
      testId="redemption-drawer"
    >
      <FormStack id="redemption-form" onSubmit={(event) => void submit(event)}>
        <FormField label={t('form.name')} required={mode === 'edit'} error={errors.name && t(errors.name)}>
          <Input name="name" autoComplete="off" value={values.name} onChange={set('name')} placeholder={t('form.namePlaceholder')} />
        </FormField>
        <FormField
          label={t('form.quota')}
          helper={Number.isFinite(quota) ? t('form.quotaEquals', { amount: formatQuota(quota, { ...display, displayInCurrency: true }) }) : undefined}
          error={errors.quota && t(errors.quota)}
        >
          <Input name="quota" inputMode="numeric" value={values.quota} onChange={set('quota')} />
        </FormField>
        {mode === 'create' && (
          <FormField label={t('form.count')} helper={t('form.countHelp')} error={errors.count && t(errors.count)}>
            <Input name="count" inputMode="numeric" value={values.count} onChange={set('count')} />
          </FormField>
        )}
      </FormStack>
    </FormDrawer>
  );
}

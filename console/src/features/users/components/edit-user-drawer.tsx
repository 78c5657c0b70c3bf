import { Heading, Input, NativeSelect, Separator, Spinner } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { FormDrawer } from '../../../components/form-drawer';
import { FormField } from '../../../components/form-field';
import { FormStack } from '../../../components/form-stack';
import { graphql } from '../../../gql';
import { useStatus } from '../../../hooks/use-status';
import { DEFAULT_QUOTA_PER_UNIT, formatQuota } from '../../../lib/format-quota';
import { notifySuccess } from '../../../lib/toaster';
import { validateEditUser, type EditUserErrors, type EditUserValues } from '../validate-user-forms';
import { BoundAccounts } from './bound-accounts';

const EditedUser = graphql(`
  query EditUserDrawer_User($id: Int!) {
    user(id: $id) {
      id
      username
      displayName
      group
      quota
      githubId
      oidcId
      wechatId
      telegramId
      email
      linuxDoId
    }
    groups
  }
`);

const SaveUser = graphql(`
  mutation EditUserDrawer_Save($id: Int!, $username: String, $displayName: String, $password: String, $group: String, $quota: Quota) {
    editUser(id: $id, username: $username, displayName: $displayName, password: $password, group: $group, quota: $quota) {
      id
      username
      displayName
      group
      quota
    }
  }
`);

const BLANK: EditUserValues = { username: '', displayName: '', password: '', group: '', quota: '0' };

/**
 * Spec 01 §2: the user editor (username, display name, password, group,
 * quota; the bound accounts read-only). Only what changed is sent, so an
 * unchanged quota records no adjustment.
 */
export function EditUserDrawer({ userId, onClose, onSaved }: { userId: number | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('users');
  const { status } = useStatus();
  const [loaded] = useQuery({ query: EditedUser, variables: { id: userId ?? 0 }, pause: userId === null, requestPolicy: 'network-only' });
  const [{ fetching }, save] = useMutation(SaveUser);
  const [values, setValues] = useState<EditUserValues>(BLANK);
  const [errors, setErrors] = useState<EditUserErrors>({});
  const user = loaded.data?.user.id === userId ? loaded.data.user : null;
  const original = useMemo<EditUserValues>(
    () => (user ? { username: user.username, displayName: user.displayName, password: '', group: user.group, quota: String(user.quota) } : BLANK),
    [user],
  );
  useEffect(() => {
    setValues(original);
    setErrors({});
  }, [original]);

  const set = (field: keyof EditUserValues) => (event: { target: { value: string } }) => setValues((old) => ({ ...old, [field]: event.target.value }));
  const groups = loaded.data?.groups ?? [];
  const display = { quotaPerUnit: status?.quotaPerUnit ?? DEFAULT_QUOTA_PER_UNIT, displayInCurrency: true };

  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const found = validateEditUser(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || userId === null) return;
    const changed = <K extends keyof EditUserValues>(field: K) => values[field] !== original[field];
    const result = await save({
      id: userId,
      username: changed('username') ? values.username.trim() : null,
      displayName: changed('displayName') ? values.displayName.trim() : null,
      password: values.password !== '' ? values.password : null,
      group: changed('group') ? values.group : null,
      quota: changed('quota') ? Number(values.quota.trim()) : null,
    });
    if (!result.data) return;
    notifySuccess(t('edit.updated'));
    onSaved();
    onClose();
  };

  return (
    <FormDrawer
      open={userId !== null}
      onClose={onClose}
      title={t('edit.title')}
      formId="edit-user"
      submitLabel={t('edit.submit')}
      cancelLabel={t('edit.cancel')}
      submitting={fetching}
      testId="edit-user-drawer"
    >
      {!user ? (
        <Spinner />
      ) : (
        <FormStack id="edit-user" onSubmit={(event) => void submit(event)}>
          <FormField label={t('edit.username')} error={errors.username && t(errors.username)} required>
            <Input name="username" autoComplete="off" value={values.username} onChange={set('username')} />
          </FormField>
          <FormField label={t('edit.displayName')}>
            <Input name="displayName" autoComplete="off" value={values.displayName} onChange={set('displayName')} />
          </FormField>
          <FormField label={t('edit.password')} error={errors.password && t(errors.password)}>
            <Input
              name="password"
              type="password"
              autoComplete="new-password"
              value={values.password}
              onChange={set('password')}
              placeholder={t('edit.passwordPlaceholder')}
            />
          </FormField>
          <FormField label={t('edit.group')}>
            <NativeSelect.Root>
              <NativeSelect.Field name="group" value={values.group} onChange={set('group')}>
                {[...new Set([values.group, ...groups])].map((group) => (
                  <option key={group} value={group}>
                    {group}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField
            label={t('edit.quota')}
            error={errors.quota && t(errors.quota)}
            helper={t('edit.quotaHelp', { amount: formatQuota(Number(values.quota) || 0, display) })}
          >
            <Input name="quota" inputMode="numeric" value={values.quota} onChange={set('quota')} />
          </FormField>
          <Separator />
          <Heading as="h3" size="sm">
            {t('edit.bindings')}
          </Heading>
          <BoundAccounts user={user} />
        </FormStack>
      )}
    </FormDrawer>
  );
}

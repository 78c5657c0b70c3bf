import { Alert, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { FormDrawer } from '../../../components/form-drawer';
import { FormField } from '../../../components/form-field';
import { FormStack } from '../../../components/form-stack';
import { graphql } from '../../../gql';
import { notifySuccess } from '../../../lib/toaster';
import { validateAddUser, type AddUserErrorKey } from '../validate-user-forms';

const CreateUser = graphql(`
  mutation AddUserDrawer_Create($username: String!, $displayName: String, $password: String!) {
    createUser(username: $username, displayName: $displayName, password: $password) {
      id
      username
    }
  }
`);

const EMPTY = { username: '', displayName: '', password: '' };

/** Spec 01 §2: the add-user drawer (username, display name, password); the new user is an ordinary user. */
export function AddUserDrawer({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: () => void }) {
  const { t } = useTranslation('users');
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<AddUserErrorKey | null>(null);
  const [{ fetching }, create] = useMutation(CreateUser);
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => {
    setValues((old) => ({ ...old, [field]: event.target.value }));
    setError(null);
  };

  const close = () => {
    setValues(EMPTY);
    setError(null);
    onClose();
  };

  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const found = validateAddUser(values);
    setError(found);
    if (found) return;
    const result = await create({ username: values.username.trim(), displayName: values.displayName.trim() || null, password: values.password });
    if (!result.data) return;
    notifySuccess(t('add.created'));
    onCreated();
    close();
  };

  return (
    <FormDrawer
      open={open}
      onClose={close}
      title={t('add.title')}
      formId="add-user"
      submitLabel={t('add.submit')}
      cancelLabel={t('add.cancel')}
      submitting={fetching}
      testId="add-user-drawer"
    >
      <FormStack id="add-user" onSubmit={(event) => void submit(event)}>
        <FormField label={t('add.username')} required>
          <Input name="username" autoComplete="off" value={values.username} onChange={set('username')} placeholder={t('add.usernamePlaceholder')} />
        </FormField>
        <FormField label={t('add.displayName')}>
          <Input name="displayName" autoComplete="off" value={values.displayName} onChange={set('displayName')} placeholder={t('add.displayNamePlaceholder')} />
        </FormField>
        <FormField label={t('add.password')} required>
          <Input
            name="password"
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={set('password')}
            placeholder={t('add.passwordPlaceholder')}
          />
        </FormField>
        {error && (
          <Alert.Root status="error" variant="subtle" borderRadius="md" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t(error)}</Alert.Title>
          </Alert.Root>
        )}
      </FormStack>
    </FormDrawer>
  );
}

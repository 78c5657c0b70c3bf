import { Button, HStack, Menu, Portal, Stack, Switch } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { graphql } from '../../../gql';
import { notifyError, notifySuccess } from '../../../lib/toaster';
import { checkBatchDelete } from '../tag-rules';
import { ConfirmDialog } from '../../../components/confirm-dialog';

const Balances = graphql(`
  mutation ChannelsToolbar_Balances {
    updateChannelBalances {
      updated
      failed
      skipped
      disabled
    }
  }
`);

const DeleteDisabled = graphql(`
  mutation ChannelsToolbar_DeleteDisabled {
    deleteDisabledChannels
  }
`);

const Fix = graphql(`
  mutation ChannelsToolbar_Fix {
    fixChannelAbilities
  }
`);

const DeleteMany = graphql(`
  mutation ChannelsToolbar_DeleteMany($ids: [Int!]!) {
    deleteChannels(ids: $ids)
  }
`);

export interface Switches {
  readonly idSort: boolean;
  readonly tagMode: boolean;
  readonly batch: boolean;
}

interface Props {
  readonly switches: Switches;
  readonly onSwitch: (name: keyof Switches, on: boolean) => void;
  readonly selected: readonly number[];
  readonly testing: boolean;
  readonly onAdd: () => void;
  readonly onTestAll: () => void;
  readonly onBatchTag: () => void;
  readonly onColumns: () => void;
  readonly onChanged: () => void;
}

type Confirming = 'deleteDisabled' | 'fix' | 'batchDelete' | null;

/** Spec 02 §2's toolbar: add, test all, balances, delete disabled, fix, the batch actions, columns, and the remembered switches. */
export function ChannelsToolbar({ switches, onSwitch, selected, testing, onAdd, onTestAll, onBatchTag, onColumns, onChanged }: Props) {
  const { t } = useTranslation('channels');
  const client = useClient();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [busy, setBusy] = useState(false);

  const balances = async () => {
    setBusy(true);
    const result = await client.mutation(Balances, {}).toPromise();
    setBusy(false);
    if (!result.data) return;
    notifySuccess(t('messages.balancesUpdated', result.data.updateChannelBalances));
    onChanged();
  };
  const confirmed = async (what: Exclude<Confirming, null>) => {
    setConfirming(null);
    if (what === 'deleteDisabled') {
      const result = await client.mutation(DeleteDisabled, {}).toPromise();
      if (result.data) notifySuccess(t('messages.deletedDisabled', { count: result.data.deleteDisabledChannels }));
    } else if (what === 'fix') {
      const result = await client.mutation(Fix, {}).toPromise();
      if (result.data) notifySuccess(t('messages.fixed', { count: result.data.fixChannelAbilities }));
    } else {
      const result = await client.mutation(DeleteMany, { ids: [...selected] }).toPromise();
      if (result.data) notifySuccess(t('messages.deleted', { count: result.data.deleteChannels }));
    }
    onChanged();
  };
  const batchDelete = () => {
    const checked = checkBatchDelete(selected);
    if ('error' in checked) notifyError(t(`errors.${checked.error}`));
    else setConfirming('batchDelete');
  };
  const toggle = (name: keyof Switches, label: string) => (
    <Switch.Root size="sm" checked={switches[name]} onCheckedChange={(event) => onSwitch(name, event.checked)} data-testid={`switch-${name}`}>
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label fontSize="sm">{label}</Switch.Label>
    </Switch.Root>
  );
  const messages: Record<Exclude<Confirming, null>, { title: string; message: string }> = {
    deleteDisabled: { title: t('confirm.deleteDisabledTitle'), message: t('confirm.deleteDisabledMessage') },
    fix: { title: t('confirm.fixTitle'), message: t('confirm.fixMessage') },
    batchDelete: { title: t('confirm.batchDeleteTitle'), message: t('confirm.batchDeleteMessage', { count: selected.length }) },
  };

  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap" data-testid="channels-toolbar">
        <Button size="sm" colorPalette="teal" onClick={onAdd}>
          {t('toolbar.add')}
        </Button>
        <Button size="sm" variant="outline" loading={testing} onClick={onTestAll} data-testid="test-all">
          {t('toolbar.testAll')}
        </Button>
        <Button size="sm" variant="outline" loading={busy} onClick={() => void balances()}>
          {t('toolbar.balances')}
        </Button>
        <Menu.Root>
          <Menu.Trigger asChild>
            <Button size="sm" variant="outline" data-testid="toolbar-more">
              {t('toolbar.more')} ▾
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.Item value="deleteDisabled" color="fg.error" onClick={() => setConfirming('deleteDisabled')}>
                  {t('toolbar.deleteDisabled')}
                </Menu.Item>
                <Menu.Item value="fix" onClick={() => setConfirming('fix')}>
                  {t('toolbar.fix')}
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
        {switches.batch && (
          <>
            <Button size="sm" variant="outline" colorPalette="red" onClick={batchDelete} data-testid="batch-delete">
              {t('toolbar.batchDelete')}
            </Button>
            <Button size="sm" variant="outline" onClick={onBatchTag} data-testid="batch-tag">
              {t('toolbar.batchTag')}
            </Button>
          </>
        )}
        <Button size="sm" variant="ghost" onClick={onColumns} data-testid="open-channel-columns">
          {t('toolbar.columns')}
        </Button>
      </HStack>
      <HStack gap="5" wrap="wrap">
        {toggle('idSort', t('toolbar.idSort'))}
        {toggle('tagMode', t('toolbar.tagMode'))}
        {toggle('batch', t('toolbar.batchMode'))}
      </HStack>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? messages[confirming].title : ''}
        message={confirming ? messages[confirming].message : ''}
        danger={confirming !== 'fix'}
        confirmLabel={t('confirm.confirm')}
        cancelLabel={t('confirm.cancel')}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && void confirmed(confirming)}
      />
    </Stack>
  );
}

import { Button, CloseButton, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { commaItems } from '../channel-rules';

interface Props {
  readonly channel: { id: number; name: string; models: string } | null;
  readonly onTest: (channel: { id: number; name: string }, model: string) => Promise<void>;
  readonly onClose: () => void;
}

/** Spec 02 §2's per-channel model test picker: the channel's models, searchable; each tests with that model. */
export function TestModelDialog({ channel, onTest, onClose }: Props) {
  const { t } = useTranslation('channels');
  const isMobile = useIsMobile();
  const [query, setQuery] = useState('');
  const [testing, setTesting] = useState<string | null>(null);
  const models = commaItems(channel?.models ?? '').filter((model) => model.toLowerCase().includes(query.trim().toLowerCase()));
  return (
    <Dialog.Root
      open={channel !== null}
      onOpenChange={(event) => {
        if (!event.open) {
          setQuery('');
          onClose();
        }
      }}
      placement="center"
      size={isMobile ? 'full' : 'md'}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="test-model-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('testDialog.title', { name: channel?.name ?? '' })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Input
                  aria-label={t('testDialog.search')}
                  placeholder={t('testDialog.search')}
                  value={query}
                  onChange={(event) => setQuery(event.currentTarget.value)}
                />
                {models.length === 0 && <Text color="fg.muted">{t('testDialog.none')}</Text>}
                {models.map((model) => (
                  <Stack key={model} direction="row" justify="space-between" align="center" borderBottomWidth="1px" pb="2" data-testid="test-model-row">
                    <Text fontFamily="mono" fontSize="sm" wordBreak="break-all">
                      {model}
                    </Text>
                    <Button
                      size="xs"
                      colorPalette="teal"
                      variant="outline"
                      loading={testing === model}
                      disabled={testing !== null && testing !== model}
                      aria-label={`${t('testDialog.run')} ${model}`}
                      onClick={() => {
                        if (!channel) return;
                        setTesting(model);
                        void onTest(channel, model).finally(() => setTesting(null));
                      }}
                    >
                      {t('testDialog.run')}
                    </Button>
                  </Stack>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('testDialog.close')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

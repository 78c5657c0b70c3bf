import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { TelegramWidget, type TelegramAuth } from '../../../components/telegram-widget';
import { graphql } from '../../../gql';
import { notifySuccess } from '../../../lib/toaster';

const TelegramBind = graphql(`
  mutation TelegramBind_Bind($auth: TelegramAuthInput!) {
    telegramBind(auth: $auth) {
      bound
    }
  }
`);

/** Spec 01 §2: Telegram's Login Widget, whose signed answer binds Telegram to the signed-in account. */
export function TelegramBindWidget({ botName, onBound }: { botName: string; onBound: () => void }) {
  const { t } = useTranslation('personal');
  const [, bind] = useMutation(TelegramBind);
  const onAuth = (auth: TelegramAuth) =>
    void bind({ auth }).then((result) => {
      if (!result.data) return;
      notifySuccess(t('bindings.telegramBound'));
      onBound();
    });
  return <TelegramWidget botName={botName} size="small" callback="onTelegramBind" onAuth={onAuth} minH="6" data-testid="telegram-bind" />;
}

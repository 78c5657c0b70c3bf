import { Box } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { graphql } from '../../../gql';
import { notifySuccess } from '../../../lib/toaster';

const TelegramBind = graphql(`
  mutation TelegramBind_Bind($auth: TelegramAuthInput!) {
    telegramBind(auth: $auth) {
      bound
    }
  }
`);

interface TelegramAnswer {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
  auth_date: number;
  hash: string;
}

/** Spec 01 §2: Telegram's Login Widget, whose signed answer binds Telegram to the signed-in account. */
export function TelegramBindWidget({ botName, onBound }: { botName: string; onBound: () => void }) {
  const { t } = useTranslation('personal');
  const box = useRef<HTMLDivElement>(null);
  const [, bind] = useMutation(TelegramBind);
  const onAnswer = useRef<(answer: TelegramAnswer) => void>(() => undefined);
  onAnswer.current = (answer) => {
    void bind({
      auth: {
        id: String(answer.id),
        firstName: answer.first_name ?? null,
        lastName: answer.last_name ?? null,
        username: answer.username ?? null,
        photoUrl: answer.photo_url ?? null,
        authDate: String(answer.auth_date),
        hash: answer.hash,
      },
    }).then((result) => {
      if (!result.data) return;
      notifySuccess(t('bindings.telegramBound'));
      onBound();
    });
  };

  useEffect(() => {
    const holder = box.current;
    if (!holder) return;
    (window as unknown as { onTelegramBind: (answer: TelegramAnswer) => void }).onTelegramBind = (answer) => onAnswer.current(answer);
    const script = document.createElement('script');
    script.src = 'https://telegram.org/js/telegram-widget.js?22';
    script.async = true;
    script.setAttribute('data-telegram-login', botName);
    script.setAttribute('data-size', 'small');
    script.setAttribute('data-onauth', 'onTelegramBind(user)');
    script.setAttribute('data-request-access', 'write');
    holder.appendChild(script);
    return () => holder.replaceChildren();
  }, [botName]);

  return <Box ref={box} minH="6" data-testid="telegram-bind" />;
}

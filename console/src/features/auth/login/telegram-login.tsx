import { Box } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useMutation } from 'urql';
import { graphql } from '../../../gql';
import { useSignedIn } from './use-signed-in';

const TelegramSignIn = graphql(`
  mutation TelegramLogin_SignIn($auth: TelegramAuthInput!) {
    telegramSignIn(auth: $auth) {
      user {
        id
        username
        displayName
        role
        status
        group
      }
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

/** Spec 01 §2: Telegram's Login Widget; its signed answer becomes a sign-in (then to /). */
export function TelegramLogin({ botName }: { botName: string }) {
  const box = useRef<HTMLDivElement>(null);
  const signedIn = useSignedIn();
  const [, signIn] = useMutation(TelegramSignIn);
  const onAnswer = useRef<(answer: TelegramAnswer) => void>(() => undefined);
  onAnswer.current = (answer) => {
    void signIn({
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
      const user = result.data?.telegramSignIn.user;
      if (user) signedIn(user, '/');
    });
  };

  useEffect(() => {
    const holder = box.current;
    if (!holder) return;
    (window as unknown as { onTelegramAuth: (answer: TelegramAnswer) => void }).onTelegramAuth = (answer) => onAnswer.current(answer);
    const script = document.createElement('script');
    script.src = 'https://telegram.org/js/telegram-widget.js?22';
    script.async = true;
    script.setAttribute('data-telegram-login', botName);
    script.setAttribute('data-size', 'large');
    script.setAttribute('data-onauth', 'onTelegramAuth(user)');
    script.setAttribute('data-request-access', 'write');
    holder.appendChild(script);
    return () => {
      holder.replaceChildren();
    };
  }, [botName]);

  return <Box ref={box} display="flex" justifyContent="center" minH="10" data-testid="telegram-login" />;
}

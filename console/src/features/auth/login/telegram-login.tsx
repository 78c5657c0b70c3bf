import { useMutation } from 'urql';
import { TelegramWidget, type TelegramAuth } from '../../../components/telegram-widget';
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

/** Spec 01 §2: Telegram's Login Widget; its signed answer becomes a sign-in (then to /). */
export function TelegramLogin({ botName }: { botName: string }) {
  const signedIn = useSignedIn();
  const [, signIn] = useMutation(TelegramSignIn);
  const onAuth = (auth: TelegramAuth) =>
    void signIn({ auth }).then((result) => {
      const user = result.data?.telegramSignIn.user;
      if (user) signedIn(user, '/');
    });
  return (
    <TelegramWidget
      botName={botName}
      size="large"
      callback="onTelegramAuth"
      onAuth={onAuth}
      display="flex"
      justifyContent="center"
      minH="10"
      data-testid="telegram-login"
    />
  );
}

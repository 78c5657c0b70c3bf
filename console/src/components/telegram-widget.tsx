import { Box, type BoxProps } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

/** What Telegram's Login Widget answers, signed by Telegram (https://core.telegram.org/widgets/login). */
interface TelegramAnswer {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
  auth_date: number;
  hash: string;
}

/** The widget's answer as the GraphQL `TelegramAuthInput` takes it. */
export interface TelegramAuth {
  id: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  photoUrl: string | null;
  authDate: string;
  hash: string;
}

const authOf = (answer: TelegramAnswer): TelegramAuth => ({
  id: String(answer.id),
  firstName: answer.first_name ?? null,
  lastName: answer.last_name ?? null,
  username: answer.username ?? null,
  photoUrl: answer.photo_url ?? null,
  authDate: String(answer.auth_date),
  hash: answer.hash,
});

/**
 * Telegram's Login Widget for `botName`: loads Telegram's script into this
 * box and hands its signed answer to `onAuth`. `callback` names the global
 * function the script calls (one per widget on a page).
 */
export function TelegramWidget({
  botName,
  size,
  callback,
  onAuth,
  ...box
}: { botName: string; size: 'large' | 'small'; callback: string; onAuth: (auth: TelegramAuth) => void } & BoxProps) {
  const holder = useRef<HTMLDivElement>(null);
  const latest = useRef(onAuth);
  latest.current = onAuth;

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    (window as unknown as Record<string, (answer: TelegramAnswer) => void>)[callback] = (answer) => latest.current(authOf(answer));
    const script = document.createElement('script');
    script.src = 'https://telegram.org/js/telegram-widget.js?22';
    script.async = true;
    script.setAttribute('data-telegram-login', botName);
    script.setAttribute('data-size', size);
    script.setAttribute('data-onauth', `${callback}(user)`);
    script.setAttribute('data-request-access', 'write');
    element.appendChild(script);
    return () => element.replaceChildren();
  }, [botName, size, callback]);

  return <Box ref={holder} {...box} />;
}

import { Box } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { loadScript } from '../lib/load-script';

const SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

interface TurnstileApi {
  render(element: HTMLElement, options: Record<string, unknown>): string;
  remove(widgetId: string): void;
}

/**
 * Cloudflare's human check (spec 01 §2, §4): rendered when the status says
 * `turnstileCheck`; `onToken` gets each token, and '' when it expires, so the
 * form knows to wait ('retry in a few seconds').
 */
export function TurnstileWidget({ siteKey, onToken }: { siteKey: string; onToken: (token: string) => void }) {
  const { i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const callback = useRef(onToken);
  callback.current = onToken;

  useEffect(() => {
    let widget: string | undefined;
    let cancelled = false;
    void loadScript(SCRIPT).then(() => {
      const api = (window as unknown as { turnstile?: TurnstileApi }).turnstile;
      if (cancelled || !api || !box.current) return;
      widget = api.render(box.current, {
        sitekey: siteKey,
        language: i18n.resolvedLanguage === 'en' ? 'en' : 'zh-cn',
        callback: (token: string) => callback.current(token),
        'expired-callback': () => callback.current(''),
        'error-callback': () => callback.current(''),
      });
    });
    return () => {
      cancelled = true;
      const api = (window as unknown as { turnstile?: TurnstileApi }).turnstile;
      if (widget && api) api.remove(widget);
    };
  }, [siteKey, i18n.resolvedLanguage]);

  return <Box ref={box} minH="65px" data-testid="turnstile" />;
}

import type { FakeOAuthProviders } from '../../../../testkit/fake-oauth-providers';

/**
 * Points a gateway's WeChat and Telegram sign-in (and GitHub's, when asked)
 * at the fake providers, allow-listed in the egress policy, and turns them on.
 */
export async function useFakeProviders(
  set: (key: string, value: string) => Promise<unknown>,
  fake: FakeOAuthProviders,
  { telegramBotToken, github = false }: { telegramBotToken: string; github?: boolean },
): Promise<void> {
  await set('egress.allow_list', JSON.stringify([fake.hostPort]));
  if (github) {
    await set('GitHubClientId', fake.credentials.github.clientId);
    await set('GitHubClientSecret', fake.credentials.github.clientSecret);
    await set('GitHubOAuthEnabled', 'true');
  }
  await set('WeChatServerAddress', fake.baseUrl);
  await set('WeChatServerToken', fake.credentials.weChatToken);
  await set('WeChatAuthEnabled', 'true');
  await set('TelegramBotToken', telegramBotToken);
  await set('TelegramOAuthEnabled', 'true');
}

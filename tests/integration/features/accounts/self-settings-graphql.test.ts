import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../testkit/api-client';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { expectNoErrors } from '../../../testkit/graphql';

let t: TestGateway;
const { call, graphql, setUpSite, signUp } = apiClient(() => t.baseUrl);

beforeAll(async () => {
  t = await startTestGateway();
  await setUpSite('ssg');
  await signUp('ssg_ann');
  await signUp('ssg_bob');
});
afterAll(async () => t?.dispose());

const setting = async (who: string) =>
  JSON.parse(expectNoErrors(await graphql<{ me: { setting: string } }>(who, '{ me { setting } }')).me.setting) as Record<string, unknown>;

describe('updateSetting and deleteSelf over GraphQL (the console personal page)', () => {
  it('changes only the preferences given, under the established keys, and never shows the webhook secret', async () => {
    expectNoErrors(await graphql('ssg_ann', 'mutation { updateSetting(quotaWarningThreshold: 1000000, acceptUnsetModelRatioModel: true) }'));
    expect(await setting('ssg_ann')).toEqual({ quota_warning_threshold: 1000000, accept_unset_model_ratio_model: true });
    expectNoErrors(
      await graphql('ssg_ann', 'mutation { updateSetting(notifyType: "webhook", webhookUrl: "https://hooks.example.com/x", webhookSecret: "s3cret") }'),
    );
    expect(await setting('ssg_ann')).toEqual({
      quota_warning_threshold: 1000000,
      accept_unset_model_ratio_model: true,
      notify_type: 'webhook',
      webhook_url: 'https://hooks.example.com/x',
      webhook_secret_set: true,
    });
  });

  it('refuses a webhook that is not https, with the reason', async () => {
    const answer = await graphql('ssg_ann', 'mutation { updateSetting(webhookUrl: "http://hooks.example.com/x") }');
    expect(answer.errors?.[0]?.message).toMatch(/https/);
  });

  it('deletes the account only when the own username is typed, and ends the session', async () => {
    const wrong = await graphql('ssg_bob', 'mutation { deleteSelf(username: "someone-else") }');
    expect(wrong.errors?.[0]?.message).toBe('please enter your account name to confirm deletion');
    expectNoErrors(await graphql('ssg_bob', 'mutation { deleteSelf(username: "ssg_bob") }'));
    expect((await call('ssg_bob', 'GET', '/api/user/self')).body.success).toBe(false);
  });

  it('keeps anonymous callers out', async () => {
    const answer = await graphql(null, 'mutation { updateSetting(acceptUnsetModelRatioModel: true) }');
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

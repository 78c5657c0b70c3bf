// @vitest-environment jsdom
import './jsdom-setup';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginScreen } from '../../../console/src/features/auth/login/login-screen';
import { RegisterScreen } from '../../../console/src/features/auth/register/register-screen';
import { ResetRequestScreen } from '../../../console/src/features/auth/reset/reset-request-screen';
import { SetupForm } from '../../../console/src/features/setup/setup-form';
import { renderConsole, testStatus } from './render-console';

const submit = (name: string | RegExp) => fireEvent.click(screen.getAllByRole('button', { name }).at(-1)!);
const type = (name: string, value: string) => fireEvent.change(document.querySelector(`input[name="${name}"]`)!, { target: { value } });

describe('setup form (spec 01 section 5)', () => {
  it('names each problem in Chinese and sends nothing', async () => {
    const { server } = await renderConsole([{ path: '/setup', element: <SetupForm rootInit={false} onDone={() => undefined} /> }], { path: '/setup' });
    type('username', '   ');
    type('password', 'short');
    type('confirmPassword', 'other');
    submit('初始化系统');
    await screen.findByText('请输入管理员用户名');
    screen.getByText('密码长度至少为8个字符');
    screen.getByText('两次输入的密码不一致');
    expect(server.sent).toEqual([]);
  });

  it('sends the trimmed name and the default usage mode, external', async () => {
    let done = false;
    const { server } = await renderConsole(
      [
        {
          path: '/setup',
          element: (
            <SetupForm
              rootInit={false}
              onDone={() => {
                done = true;
              }}
            />
          ),
        },
      ],
      { path: '/setup', answers: { SetupForm_Run: { data: { setup: true } } } },
    );
    type('username', '  root ');
    type('password', 'long-enough');
    type('confirmPassword', 'long-enough');
    submit('初始化系统');
    await expect.poll(() => done).toBe(true);
    expect(server.sent[0]).toEqual({
      name: 'SetupForm_Run',
      variables: { username: 'root', password: 'long-enough', confirmPassword: 'long-enough', selfUseMode: false, demoSite: false },
    });
  });
});

describe('login (spec 01 section 5)', () => {
  it('asks for both fields before sending', async () => {
    const { server } = await renderConsole([{ path: '/login', element: <LoginScreen /> }], { path: '/login' });
    type('username', 'ann');
    submit('登录');
    await screen.findByText('请输入用户名和密码！');
    expect(server.sent).toEqual([]);
  });

  it('waits for the human check when Turnstile is on', async () => {
    const { server } = await renderConsole([{ path: '/login', element: <LoginScreen /> }], {
      path: '/login',
      status: testStatus({ turnstileCheck: true, turnstileSiteKey: 'site-key' }),
      language: 'en',
    });
    type('username', 'ann');
    type('password', 'secret-pass');
    submit('Log in');
    await screen.findByText('Please retry in a few seconds: Turnstile is checking your browser!');
    expect(server.sent).toEqual([]);
  });

  it('says the session expired when sent with expired=true, and forgets the stored user', async () => {
    localStorage.setItem('user', JSON.stringify({ id: 1, username: 'ann' }));
    await renderConsole([{ path: '/login', element: <LoginScreen /> }], { path: '/login?expired=true' });
    await screen.findByText('未登录或登录已过期，请重新登录！');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('shows a button only for the external sign-ins that are on', async () => {
    await renderConsole([{ path: '/login', element: <LoginScreen /> }], {
      path: '/login',
      status: testStatus({ githubOAuth: true, githubClientId: 'gh-client', oidcEnabled: true, oidcClientId: '' }),
      language: 'en',
    });
    await screen.findByRole('button', { name: 'Continue with GitHub' });
    expect(screen.queryByRole('button', { name: 'Continue with OIDC' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue with Linux DO' })).toBeNull();
  });
});

describe('register (spec 01 section 5)', () => {
  it('checks the password length and the confirmation, in English', async () => {
    const { server } = await renderConsole([{ path: '/register', element: <RegisterScreen /> }], { path: '/register', language: 'en' });
    type('username', 'ann');
    type('password', 'short');
    type('password2', 'shorter');
    submit('Register');
    await screen.findByText('The password length must not be less than 8!');
    screen.getByText('The two passwords do not match');
    expect(server.sent).toEqual([]);
  });

  it('needs the email and its code when email verification is on, and sends the invitation code', async () => {
    const { server } = await renderConsole([{ path: '/register', element: <RegisterScreen /> }], {
      path: '/register?aff=INV1',
      status: testStatus({ emailVerification: true }),
      answers: { RegisterForm_Register: { data: { register: true } } },
    });
    type('username', 'ann');
    type('password', 'long-enough');
    type('password2', 'long-enough');
    submit('注册');
    await screen.findByText('请输入邮箱地址');
    screen.getByText('请输入验证码');
    expect(server.sent).toEqual([]);

    type('email', 'ann@example.com');
    type('verificationCode', '123456');
    submit('注册');
    await expect.poll(() => server.sent.length).toBe(1);
    expect(server.sent[0]?.variables).toMatchObject({ username: 'ann', email: 'ann@example.com', verificationCode: '123456', affCode: 'INV1' });
  });

  it('starts the 30 second resend wait once the code is sent', async () => {
    await renderConsole([{ path: '/register', element: <RegisterScreen /> }], {
      path: '/register',
      status: testStatus({ emailVerification: true }),
      answers: { EmailCodeField_Send: { data: { sendVerificationCode: true } } },
    });
    type('email', 'ann@example.com');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const waiting = await screen.findByRole('button', { name: '重新发送 (30)' });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('password reset request', () => {
  it('needs the email', async () => {
    const { server } = await renderConsole([{ path: '/reset', element: <ResetRequestScreen /> }], { path: '/reset' });
    submit('提交');
    await screen.findByText('请输入邮箱地址');
    expect(server.sent).toEqual([]);
  });
});

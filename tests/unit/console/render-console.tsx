import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { Client, CombinedError, Provider as UrqlProvider, type Exchange, type Operation, type OperationResult } from 'urql';
import { empty, filter, fromValue, makeSubject, map, merge, mergeMap, pipe, share, takeUntil, type Source, type Subject } from 'wonka';
import { i18n } from '../../../console/src/lib/i18n';
import { failureExchange } from '../../../console/src/lib/failure-exchange';
import { StatusContext } from '../../../console/src/lib/status/status-context';
import type { Status } from '../../../console/src/lib/status/status-fields';
import { system } from '../../../console/src/lib/system';

/** What the stub server answers for one operation name: data, or GraphQL errors with codes. */
export type StubAnswer = { data: unknown } | { errors: Array<{ message: string; extensions?: { code: string } }> };

/** A fixed answer, or one made from each call's variables (a mutation that fails for some arguments only). */
export type StubAnswers = Record<string, StubAnswer | ((variables: Record<string, unknown>) => StubAnswer)>;

export interface StubServer {
  /** Every operation the console sent, in order, with its variables. */
  readonly sent: Array<{ name: string; variables: Record<string, unknown> }>;
  readonly expired: string[];
  /** Sends `data` to every open subscription of that operation name, as a server pushing a result would. */
  push(name: string, data: unknown): void;
}

/** What a test pushes to open subscriptions (`server.push`). */
type Pushes = Subject<{ name: string; data: unknown }>;

function operationName(operation: Operation): string {
  const definition = operation.query.definitions.find((node) => node.kind === 'OperationDefinition');
  return definition && 'name' in definition && definition.name ? definition.name.value : '';
}

/**
 * A real urql Client whose last exchange answers from `answers` by operation
 * name (urql's testing advice: a stub client, not a module mock), behind the
 * console's own failure exchange.
 */
export function stubClient(answers: StubAnswers, server: StubServer, pushes: Pushes = makeSubject()): Client {
  const answering: Exchange =
    () =>
    (operations$): Source<OperationResult> => {
      const shared = pipe(operations$, share);
      return pipe(
        shared,
        filter((operation) => operation.kind !== 'teardown'),
        mergeMap((operation) => {
          const name = operationName(operation);
          const variables = (operation.variables ?? {}) as Record<string, unknown>;
          server.sent.push({ name, variables });
          const given = answers[name];
          const answer = typeof given === 'function' ? given(variables) : given;
          if (operation.kind !== 'subscription') {
            return pipe(
              fromValue(answer ?? { errors: [{ message: `no stub answer for ${name}` }] }),
              map((body) => makeResult(operation, body)),
            );
          }
          // A subscription: its stub answer (if any) first, then whatever the test pushes, until urql tears it down.
          const pushed = pipe(
            pushes.source,
            filter((push) => push.name === name),
            map((push): StubAnswer => ({ data: push.data })),
          );
          const ended = pipe(
            shared,
            filter((next) => next.kind === 'teardown' && next.key === operation.key),
          );
          return pipe(
            merge([answer ? fromValue(answer) : empty, pushed]),
            takeUntil(ended),
            map((body) => makeResult(operation, body)),
          );
        }),
      );
    };
  return new Client({ url: 'http://stub/graphql', exchanges: [failureExchange({ onExpired: () => void server.expired.push('expired') }), answering] });
}

function makeResult(operation: Operation, body: StubAnswer): OperationResult {
  return 'data' in body
    ? // A subscription's result says more may follow, as graphql-ws's do: urql ends a non-query source at a result without hasNext.
      { operation, data: body.data, error: undefined, stale: false, hasNext: operation.kind === 'subscription' }
    : ({
        operation,
        data: undefined,
        error: makeCombined(body.errors),
        stale: false,
        hasNext: false,
      } as OperationResult);
}

const makeCombined = (errors: Array<{ message: string; extensions?: { code: string } }>) => new CombinedError({ graphQLErrors: errors });

/** A status with everything off, and `setup` done, for tests to override. */
export function testStatus(overrides: Partial<Status> = {}): Status {
  return {
    systemName: 'Tollgate',
    logo: '',
    version: 'v-test',
    startTime: 0,
    setup: true,
    footerHtml: '',
    docsLink: '',
    quotaPerUnit: 500000,
    displayInCurrency: true,
    enableDataExport: false,
    enableDrawing: false,
    enableTask: false,
    mjNotifyEnabled: false,
    defaultCollapseSidebar: false,
    chats: [],
    selfUseModeEnabled: false,
    demoSiteEnabled: false,
    emailVerification: false,
    turnstileCheck: false,
    turnstileSiteKey: '',
    githubOAuth: false,
    githubClientId: '',
    oidcEnabled: false,
    oidcClientId: '',
    oidcAuthorizationEndpoint: '',
    linuxDoOAuth: false,
    linuxDoClientId: '',
    wechatLogin: false,
    wechatQrCode: '',
    telegramOAuth: false,
    telegramBotName: '',
    ...overrides,
  };
}

export interface Rendered extends RenderResult {
  readonly server: StubServer;
  readonly router: ReturnType<typeof createMemoryRouter>;
}

/** Renders `routes` at `path` inside the console's providers, with a stub server and a fixed status. */
export async function renderConsole(
  routes: RouteObject[],
  {
    path = '/',
    answers = {},
    status = testStatus(),
    language = 'zh',
  }: { path?: string; answers?: StubAnswers; status?: Status | null; language?: 'zh' | 'en' } = {},
): Promise<Rendered> {
  await i18n.changeLanguage(language);
  const pushes: Pushes = makeSubject();
  const server: StubServer = { sent: [], expired: [], push: (name, data) => pushes.next({ name, data }) };
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const wrap = (children: ReactNode) => (
    <ChakraProvider value={system}>
      <UrqlProvider value={stubClient(answers, server, pushes)}>
        <I18nextProvider i18n={i18n}>
          <StatusContext.Provider value={{ status, fresh: status !== null, failed: false }}>{children}</StatusContext.Provider>
        </I18nextProvider>
      </UrqlProvider>
    </ChakraProvider>
  );
  return { ...render(wrap(<RouterProvider router={router} />)), server, router };
}

/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type OAuthProvider =
  | 'github'
  | 'linuxdo'
  | 'oidc';

/** The Telegram Login Widget's answer, field for field; `hash` signs the others. */
export type TelegramAuthInput = {
  authDate: string;
  firstName?: string | null | undefined;
  hash: string;
  id: string;
  lastName?: string | null | undefined;
  photoUrl?: string | null | undefined;
  username?: string | null | undefined;
};

export type RequireLogin_MeQueryVariables = Exact<{ [key: string]: never; }>;


export type RequireLogin_MeQuery = { me: { id: number, username: string, displayName: string, role: number, status: number, group: string } };

export type UserMenu_LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type UserMenu_LogoutMutation = { logout: boolean };

export type StatusProvider_LoadQueryVariables = Exact<{ [key: string]: never; }>;


export type StatusProvider_LoadQuery = { status: { systemName: string, logo: string, version: string, startTime: number, setup: boolean, footerHtml: string, docsLink: string, quotaPerUnit: number, displayInCurrency: boolean, enableDataExport: boolean, enableDrawing: boolean, enableTask: boolean, mjNotifyEnabled: boolean, defaultCollapseSidebar: boolean, selfUseModeEnabled: boolean, demoSiteEnabled: boolean, emailVerification: boolean, turnstileCheck: boolean, turnstileSiteKey: string, githubOAuth: boolean, githubClientId: string, oidcEnabled: boolean, oidcClientId: string, oidcAuthorizationEndpoint: string, linuxDoOAuth: boolean, linuxDoClientId: string, wechatLogin: boolean, wechatQrCode: string, telegramOAuth: boolean, telegramBotName: string, chats: Array<{ name: string, url: string }> } };

export type StatusProvider_ChangesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type StatusProvider_ChangesSubscription = { statusChanged: { systemName: string, logo: string, version: string, startTime: number, setup: boolean, footerHtml: string, docsLink: string, quotaPerUnit: number, displayInCurrency: boolean, enableDataExport: boolean, enableDrawing: boolean, enableTask: boolean, mjNotifyEnabled: boolean, defaultCollapseSidebar: boolean, selfUseModeEnabled: boolean, demoSiteEnabled: boolean, emailVerification: boolean, turnstileCheck: boolean, turnstileSiteKey: string, githubOAuth: boolean, githubClientId: string, oidcEnabled: boolean, oidcClientId: string, oidcAuthorizationEndpoint: string, linuxDoOAuth: boolean, linuxDoClientId: string, wechatLogin: boolean, wechatQrCode: string, telegramOAuth: boolean, telegramBotName: string, chats: Array<{ name: string, url: string }> } };

export type AboutScreen_ContentQueryVariables = Exact<{ [key: string]: never; }>;


export type AboutScreen_ContentQuery = { about: string };

export type ExternalSignIns_StateMutationVariables = Exact<{
  aff?: string | null | undefined;
}>;


export type ExternalSignIns_StateMutation = { oauthState: string };

export type LoginForm_LoginMutationVariables = Exact<{
  username: string;
  password: string;
  turnstile?: string | null | undefined;
}>;


export type LoginForm_LoginMutation = { login: { id: number, username: string, displayName: string, role: number, status: number, group: string } };

export type TelegramLogin_SignInMutationVariables = Exact<{
  auth: TelegramAuthInput;
}>;


export type TelegramLogin_SignInMutation = { telegramSignIn: { user: { id: number, username: string, displayName: string, role: number, status: number, group: string } | null } };

export type WechatDialog_SignInMutationVariables = Exact<{
  code: string;
}>;


export type WechatDialog_SignInMutation = { wechatSignIn: { bound: boolean, user: { id: number, username: string, displayName: string, role: number, status: number, group: string } | null } };

export type OAuthCallback_SignInMutationVariables = Exact<{
  provider: OAuthProvider;
  code: string;
  state: string;
}>;


export type OAuthCallback_SignInMutation = { oauthSignIn: { bound: boolean, user: { id: number, username: string, displayName: string, role: number, status: number, group: string } | null } };

export type EmailCodeField_SendMutationVariables = Exact<{
  email: string;
  turnstile?: string | null | undefined;
}>;


export type EmailCodeField_SendMutation = { sendVerificationCode: boolean };

export type RegisterForm_RegisterMutationVariables = Exact<{
  username: string;
  password: string;
  email?: string | null | undefined;
  verificationCode?: string | null | undefined;
  affCode?: string | null | undefined;
  turnstile?: string | null | undefined;
}>;


export type RegisterForm_RegisterMutation = { register: boolean };

export type ResetConfirm_ResetMutationVariables = Exact<{
  email: string;
  token: string;
}>;


export type ResetConfirm_ResetMutation = { resetPassword: string };

export type ResetRequest_SendMutationVariables = Exact<{
  email: string;
  turnstile?: string | null | undefined;
}>;


export type ResetRequest_SendMutation = { sendPasswordReset: boolean };

export type HomeScreen_ContentQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeScreen_ContentQuery = { homePageContent: string };

export type SetupForm_RunMutationVariables = Exact<{
  username: string;
  password: string;
  confirmPassword: string;
  selfUseMode?: boolean | null | undefined;
  demoSite?: boolean | null | undefined;
}>;


export type SetupForm_RunMutation = { setup: boolean };

export type SetupScreen_StateQueryVariables = Exact<{ [key: string]: never; }>;


export type SetupScreen_StateQuery = { setupStatus: { status: boolean, rootInit: boolean, databaseType: string } };

export type Status_FieldsFragment = { systemName: string, logo: string, version: string, startTime: number, setup: boolean, footerHtml: string, docsLink: string, quotaPerUnit: number, displayInCurrency: boolean, enableDataExport: boolean, enableDrawing: boolean, enableTask: boolean, mjNotifyEnabled: boolean, defaultCollapseSidebar: boolean, selfUseModeEnabled: boolean, demoSiteEnabled: boolean, emailVerification: boolean, turnstileCheck: boolean, turnstileSiteKey: string, githubOAuth: boolean, githubClientId: string, oidcEnabled: boolean, oidcClientId: string, oidcAuthorizationEndpoint: string, linuxDoOAuth: boolean, linuxDoClientId: string, wechatLogin: boolean, wechatQrCode: string, telegramOAuth: boolean, telegramBotName: string, chats: Array<{ name: string, url: string }> };

export const Status_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Status_Fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Status"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemName"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"setup"}},{"kind":"Field","name":{"kind":"Name","value":"footerHtml"}},{"kind":"Field","name":{"kind":"Name","value":"docsLink"}},{"kind":"Field","name":{"kind":"Name","value":"quotaPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"displayInCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"enableDataExport"}},{"kind":"Field","name":{"kind":"Name","value":"enableDrawing"}},{"kind":"Field","name":{"kind":"Name","value":"enableTask"}},{"kind":"Field","name":{"kind":"Name","value":"mjNotifyEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCollapseSidebar"}},{"kind":"Field","name":{"kind":"Name","value":"chats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selfUseModeEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"demoSiteEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerification"}},{"kind":"Field","name":{"kind":"Name","value":"turnstileCheck"}},{"kind":"Field","name":{"kind":"Name","value":"turnstileSiteKey"}},{"kind":"Field","name":{"kind":"Name","value":"githubOAuth"}},{"kind":"Field","name":{"kind":"Name","value":"githubClientId"}},{"kind":"Field","name":{"kind":"Name","value":"oidcEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"oidcClientId"}},{"kind":"Field","name":{"kind":"Name","value":"oidcAuthorizationEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"linuxDoOAuth"}},{"kind":"Field","name":{"kind":"Name","value":"linuxDoClientId"}},{"kind":"Field","name":{"kind":"Name","value":"wechatLogin"}},{"kind":"Field","name":{"kind":"Name","value":"wechatQrCode"}},{"kind":"Field","name":{"kind":"Name","value":"telegramOAuth"}},{"kind":"Field","name":{"kind":"Name","value":"telegramBotName"}}]}}]} as unknown as DocumentNode<Status_FieldsFragment, unknown>;
export const RequireLogin_MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequireLogin_Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"group"}}]}}]}}]} as unknown as DocumentNode<RequireLogin_MeQuery, RequireLogin_MeQueryVariables>;
export const UserMenu_LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserMenu_Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<UserMenu_LogoutMutation, UserMenu_LogoutMutationVariables>;
export const StatusProvider_LoadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatusProvider_Load"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Status_Fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Status_Fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Status"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemName"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"setup"}},{"kind":"Field","name":{"kind":"Name","value":"footerHtml"}},{"kind":"Field","name":{"kind":"Name","value":"docsLink"}},{"kind":"Field","name":{"kind":"Name","value":"quotaPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"displayInCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"enableDataExport"}},{"kind":"Field","name":{"kind":"Name","value":"enableDrawing"}},{"kind":"Field","name":{"kind":"Name","value":"enableTask"}},{"kind":"Field","name":{"kind":"Name","value":"mjNotifyEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCollapseSidebar"}},{"kind":"Field","name":{"kind":"Name","value":"chats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selfUseModeEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"demoSiteEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerification"}},{"kind":"Field","name":{"kind":"Name","value":"turnstileCheck"}},{"kind":"Field","name":{"kind":"Name","value":"turnstileSiteKey"}},{"kind":"Field","name":{"kind":"Name","value":"githubOAuth"}},{"kind":"Field","name":{"kind":"Name","value":"githubClientId"}},{"kind":"Field","name":{"kind":"Name","value":"oidcEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"oidcClientId"}},{"kind":"Field","name":{"kind":"Name","value":"oidcAuthorizationEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"linuxDoOAuth"}},{"kind":"Field","name":{"kind":"Name","value":"linuxDoClientId"}},{"kind":"Field","name":{"kind":"Name","value":"wechatLogin"}},{"kind":"Field","name":{"kind":"Name","value":"wechatQrCode"}},{"kind":"Field","name":{"kind":"Name","value":"telegramOAuth"}},{"kind":"Field","name":{"kind":"Name","value":"telegramBotName"}}]}}]} as unknown as DocumentNode<StatusProvider_LoadQuery, StatusProvider_LoadQueryVariables>;
export const StatusProvider_ChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"StatusProvider_Changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statusChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Status_Fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Status_Fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Status"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemName"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"setup"}},{"kind":"Field","name":{"kind":"Name","value":"footerHtml"}},{"kind":"Field","name":{"kind":"Name","value":"docsLink"}},{"kind":"Field","name":{"kind":"Name","value":"quotaPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"displayInCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"enableDataExport"}},{"kind":"Field","name":{"kind":"Name","value":"enableDrawing"}},{"kind":"Field","name":{"kind":"Name","value":"enableTask"}},{"kind":"Field","name":{"kind":"Name","value":"mjNotifyEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCollapseSidebar"}},{"kind":"Field","name":{"kind":"Name","value":"chats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selfUseModeEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"demoSiteEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerification"}},{"kind":"Field","name":{"kind":"Name","value":"turnstileCheck"}},{"kind":"Field","name":{"kind":"Name","value":"turnstileSiteKey"}},{"kind":"Field","name":{"kind":"Name","value":"githubOAuth"}},{"kind":"Field","name":{"kind":"Name","value":"githubClientId"}},{"kind":"Field","name":{"kind":"Name","value":"oidcEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"oidcClientId"}},{"kind":"Field","name":{"kind":"Name","value":"oidcAuthorizationEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"linuxDoOAuth"}},{"kind":"Field","name":{"kind":"Name","value":"linuxDoClientId"}},{"kind":"Field","name":{"kind":"Name","value":"wechatLogin"}},{"kind":"Field","name":{"kind":"Name","value":"wechatQrCode"}},{"kind":"Field","name":{"kind":"Name","value":"telegramOAuth"}},{"kind":"Field","name":{"kind":"Name","value":"telegramBotName"}}]}}]} as unknown as DocumentNode<StatusProvider_ChangesSubscription, StatusProvider_ChangesSubscriptionVariables>;
export const AboutScreen_ContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AboutScreen_Content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"about"}}]}}]} as unknown as DocumentNode<AboutScreen_ContentQuery, AboutScreen_ContentQueryVariables>;
export const ExternalSignIns_StateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExternalSignIns_State"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aff"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"oauthState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aff"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aff"}}}]}]}}]} as unknown as DocumentNode<ExternalSignIns_StateMutation, ExternalSignIns_StateMutationVariables>;
export const LoginForm_LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginForm_Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"turnstile"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"turnstile"},"value":{"kind":"Variable","name":{"kind":"Name","value":"turnstile"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"group"}}]}}]}}]} as unknown as DocumentNode<LoginForm_LoginMutation, LoginForm_LoginMutationVariables>;
export const TelegramLogin_SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TelegramLogin_SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"auth"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TelegramAuthInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"telegramSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"auth"},"value":{"kind":"Variable","name":{"kind":"Name","value":"auth"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"group"}}]}}]}}]}}]} as unknown as DocumentNode<TelegramLogin_SignInMutation, TelegramLogin_SignInMutationVariables>;
export const WechatDialog_SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WechatDialog_SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wechatSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bound"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"group"}}]}}]}}]}}]} as unknown as DocumentNode<WechatDialog_SignInMutation, WechatDialog_SignInMutationVariables>;
export const OAuthCallback_SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OAuthCallback_SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"provider"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OAuthProvider"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"oauthSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"provider"},"value":{"kind":"Variable","name":{"kind":"Name","value":"provider"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bound"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"group"}}]}}]}}]}}]} as unknown as DocumentNode<OAuthCallback_SignInMutation, OAuthCallback_SignInMutationVariables>;
export const EmailCodeField_SendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmailCodeField_Send"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"turnstile"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendVerificationCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"turnstile"},"value":{"kind":"Variable","name":{"kind":"Name","value":"turnstile"}}}]}]}}]} as unknown as DocumentNode<EmailCodeField_SendMutation, EmailCodeField_SendMutationVariables>;
export const RegisterForm_RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterForm_Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"verificationCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"affCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"turnstile"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"verificationCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"verificationCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"affCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"affCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"turnstile"},"value":{"kind":"Variable","name":{"kind":"Name","value":"turnstile"}}}]}]}}]} as unknown as DocumentNode<RegisterForm_RegisterMutation, RegisterForm_RegisterMutationVariables>;
export const ResetConfirm_ResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetConfirm_Reset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<ResetConfirm_ResetMutation, ResetConfirm_ResetMutationVariables>;
export const ResetRequest_SendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetRequest_Send"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"turnstile"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"turnstile"},"value":{"kind":"Variable","name":{"kind":"Name","value":"turnstile"}}}]}]}}]} as unknown as DocumentNode<ResetRequest_SendMutation, ResetRequest_SendMutationVariables>;
export const HomeScreen_ContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeScreen_Content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homePageContent"}}]}}]} as unknown as DocumentNode<HomeScreen_ContentQuery, HomeScreen_ContentQueryVariables>;
export const SetupForm_RunDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetupForm_Run"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirmPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"selfUseMode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"demoSite"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirmPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirmPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"selfUseMode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"selfUseMode"}}},{"kind":"Argument","name":{"kind":"Name","value":"demoSite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"demoSite"}}}]}]}}]} as unknown as DocumentNode<SetupForm_RunMutation, SetupForm_RunMutationVariables>;
export const SetupScreen_StateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SetupScreen_State"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rootInit"}},{"kind":"Field","name":{"kind":"Name","value":"databaseType"}}]}}]}}]} as unknown as DocumentNode<SetupScreen_StateQuery, SetupScreen_StateQueryVariables>;
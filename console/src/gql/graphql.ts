/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type LiveStatus_FieldsFragment = { systemName: string, logo: string, version: string, startTime: number, setup: boolean };

export type LiveStatus_LoadQueryVariables = Exact<{ [key: string]: never; }>;


export type LiveStatus_LoadQuery = { status: { systemName: string, logo: string, version: string, startTime: number, setup: boolean } };

export type LiveStatus_ChangesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LiveStatus_ChangesSubscription = { statusChanged: { systemName: string, logo: string, version: string, startTime: number, setup: boolean } };

export const LiveStatus_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveStatus_Fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Status"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemName"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"setup"}}]}}]} as unknown as DocumentNode<LiveStatus_FieldsFragment, unknown>;
export const LiveStatus_LoadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LiveStatus_Load"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveStatus_Fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveStatus_Fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Status"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemName"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"setup"}}]}}]} as unknown as DocumentNode<LiveStatus_LoadQuery, LiveStatus_LoadQueryVariables>;
export const LiveStatus_ChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveStatus_Changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statusChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveStatus_Fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveStatus_Fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Status"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemName"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"setup"}}]}}]} as unknown as DocumentNode<LiveStatus_ChangesSubscription, LiveStatus_ChangesSubscriptionVariables>;
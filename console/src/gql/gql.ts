/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment LiveStatus_Fields on Status {\n    systemName\n    logo\n    version\n    startTime\n    setup\n  }\n": typeof types.LiveStatus_FieldsFragmentDoc,
    "\n  query LiveStatus_Load {\n    status {\n      ...LiveStatus_Fields\n    }\n  }\n": typeof types.LiveStatus_LoadDocument,
    "\n  subscription LiveStatus_Changes {\n    statusChanged {\n      ...LiveStatus_Fields\n    }\n  }\n": typeof types.LiveStatus_ChangesDocument,
};
const documents: Documents = {
    "\n  fragment LiveStatus_Fields on Status {\n    systemName\n    logo\n    version\n    startTime\n    setup\n  }\n": types.LiveStatus_FieldsFragmentDoc,
    "\n  query LiveStatus_Load {\n    status {\n      ...LiveStatus_Fields\n    }\n  }\n": types.LiveStatus_LoadDocument,
    "\n  subscription LiveStatus_Changes {\n    statusChanged {\n      ...LiveStatus_Fields\n    }\n  }\n": types.LiveStatus_ChangesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LiveStatus_Fields on Status {\n    systemName\n    logo\n    version\n    startTime\n    setup\n  }\n"): (typeof documents)["\n  fragment LiveStatus_Fields on Status {\n    systemName\n    logo\n    version\n    startTime\n    setup\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveStatus_Load {\n    status {\n      ...LiveStatus_Fields\n    }\n  }\n"): (typeof documents)["\n  query LiveStatus_Load {\n    status {\n      ...LiveStatus_Fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveStatus_Changes {\n    statusChanged {\n      ...LiveStatus_Fields\n    }\n  }\n"): (typeof documents)["\n  subscription LiveStatus_Changes {\n    statusChanged {\n      ...LiveStatus_Fields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
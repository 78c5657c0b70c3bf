/* The channels feature's GraphQL: its types, queries, mutations and subscriptions, added to the one schema. */
import './graphql-channels';
import './graphql-groups';
import './graphql-keys';
import './graphql-probe';

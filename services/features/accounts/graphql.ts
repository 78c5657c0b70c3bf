/* The accounts feature's GraphQL: users, sign-in, email codes and external sign-in, added to the one schema. */
import './graphql-accounts';
import './graphql-email';
import './graphql-self';
import './graphql-users';
import './oauth/graphql';

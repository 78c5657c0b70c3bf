import { visit, type DocumentNode } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { findFaultyText, textFault } from '../../platform/input-checks';
import { graphqlCode } from './errors';

/*
 * The GraphQL twin of the REST router's check: a variable or a string
 * written into the query that holds a NUL character or an unpaired surrogate
 * is refused before any resolver runs, as BAD_USER_INPUT naming the field.
 * No column, URL or header can carry such text; left in, it reached the
 * database and came back as an internal error.
 */

/** The first string literal of the document that no field may hold, named by its argument path (`input.name`). */
function faultInDocument(document: DocumentNode): string | null {
  const path: string[] = [];
  let found: string | null = null;
  visit(document, {
    Argument: { enter: (node) => void path.push(node.name.value), leave: () => void path.pop() },
    ObjectField: { enter: (node) => void path.push(node.name.value), leave: () => void path.pop() },
    StringValue(node) {
      const fault = found === null ? textFault(node.value) : null;
      if (fault !== null) found = `${path.length > 0 ? `argument ${path.join('.')}` : 'a string in the query'} ${fault}`;
    },
  });
  return found;
}

/** The first variable (or part of one) that no field may hold, named `variable $input.name`. */
function faultInVariables(variables: unknown): string | null {
  if (typeof variables !== 'object' || variables === null) return null;
  const found = findFaultyText(variables);
  return found ? `variable $${found.path} ${found.fault}` : null;
}

function faultOf(document: DocumentNode, variables: unknown): string | null {
  return faultInVariables(variables) ?? faultInDocument(document);
}

const refusal = (message: string) => ({ errors: [createGraphQLError(message, { extensions: { code: graphqlCode('invalid') } })] });

/** Refuses faulty text in operations over HTTP, SSE and WebSocket alike. */
export function faultyTextPlugin(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const fault = faultOf(args.document, args.variableValues);
      if (fault !== null) setResultAndStopExecution(refusal(fault));
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const fault = faultOf(args.document, args.variableValues);
      if (fault !== null) setResultAndStopExecution(refusal(fault));
    },
  };
}

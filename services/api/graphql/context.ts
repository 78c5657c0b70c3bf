import type { Actor } from '../../shared/actor';
import type { App } from '../app/app';

/** What every resolver receives: who asks, and the application layer. */
export interface GraphqlContext {
  readonly actor: Actor;
  readonly app: App;
  readonly requestId: string;
}

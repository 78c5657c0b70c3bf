import type { AccountsDeps } from '../accounts';

/** What the pricing and model-list functions need: the database (abilities, the caller's group) and the options (ratios, groups). */
export type PricingDeps = Pick<AccountsDeps, 'db' | 'options'>;

/**
 * The application layer as both transports see it: one member per feature
 * (`app.channels`, `app.tokens`, …). platform/ names no feature, so each
 * feature adds its own member from its index.ts by declaration merging:
 *
 *   declare module '../../platform/app' {
 *     interface App { readonly tokens: TokensApp }
 *   }
 *
 * The gateway's createApp must then supply every member, or it does not
 * type-check. Transports receive the assembled object and call into it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the features, see above
export interface App {}

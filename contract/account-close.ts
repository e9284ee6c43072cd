import { Type, type Static } from '@sinclair/typebox';
import { DateTime } from './nullable';

// Closing an account (issue 35, item 2): a code to the account's own mobile or e-mail confirms,
// then ACCOUNT_CLOSE_GRACE_DAYS (retention.ts) in which signing in cancels it.

export * from './account-close-paths';

export const CloseCodeRequest = Type.Object({ channel: Type.Union([Type.Literal('sms'), Type.Literal('email')]) });
export type CloseCodeRequest = Static<typeof CloseCodeRequest>;

export const CloseConfirm = Type.Object({
  channel: Type.Union([Type.Literal('sms'), Type.Literal('email')]),
  code: Type.String({ maxLength: 20 }),
});
export type CloseConfirm = Static<typeof CloseConfirm>;

/**
 * My account's closing: `closing` until `eraseAt` (then the data is erased), `open` otherwise;
 * `cancelledAt`: when signing in last cancelled a closing, so the page can say so. `channels`:
 * where a code can go (the account's own mobile, e-mail).
 */
export const AccountCloseState = Type.Object({
  state: Type.Union([Type.Literal('open'), Type.Literal('closing')]),
  eraseAt: Type.Union([DateTime, Type.Null()]),
  cancelledAt: Type.Union([DateTime, Type.Null()]),
  channels: Type.Array(Type.Union([Type.Literal('sms'), Type.Literal('email')])),
});
export type AccountCloseState = Static<typeof AccountCloseState>;

/** Deleting a registration from the badge page: the badge's token proves it, `confirm` says the person confirmed. */
export const BadgeDelete = Type.Object({ confirm: Type.Literal(true) });
export type BadgeDelete = Static<typeof BadgeDelete>;

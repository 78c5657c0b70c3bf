import type { RedemptionRecord } from './redemption-records';
import { openStored, type SecretBox } from '../../platform/crypto/secret-box';

/** A code as `/api` returns it (spec 02 section 3, the established gateway's field names). Admin reads only: it carries the code. */
export interface PublicRedemption {
  readonly id: number;
  /** The admin who created it. */
  readonly user_id: number;
  readonly name: string;
  readonly key: string;
  /** 1 unused, 2 disabled, 3 used. */
  readonly status: number;
  readonly quota: number;
  readonly created_time: number;
  readonly redeemed_time: number;
  /** 0 means nobody. */
  readonly used_user_id: number;
  /** 0 means never. */
  readonly expired_time: number;
}

export const publicRedemption = (box: SecretBox, code: RedemptionRecord): PublicRedemption => ({
  id: code.id,
  user_id: code.creatorId,
  name: code.name,
  key: openStored(box, code.keyCiphertext, `redemption code ${code.id}`),
  status: code.status,
  quota: code.quota,
  created_time: code.createdTime,
  redeemed_time: code.redeemedTime,
  used_user_id: code.usedUserId,
  expired_time: code.expiredTime,
});

export interface RedemptionPage {
  readonly items: readonly PublicRedemption[];
  readonly page: number;
  readonly page_size: number;
  readonly total: number;
}

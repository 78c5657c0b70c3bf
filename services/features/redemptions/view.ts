import type { RedemptionRecord } from './redemption-records';
import { openStored, type SecretBox } from '../../platform/crypto/secret-box';
import type { Page } from '../../platform/paging';

/** A code as an admin reads it (spec 02 section 3). Admin reads only: it carries the code. */
export interface RedemptionView {
  readonly id: number;
  /** The admin who created it. */
  readonly creatorId: number;
  readonly name: string;
  readonly key: string;
  /** 1 unused, 2 disabled, 3 used. */
  readonly status: number;
  readonly quota: number;
  /** Unix seconds, as the other times. */
  readonly createdTime: number;
  /** 0 until used. */
  readonly redeemedTime: number;
  /** 0 means nobody. */
  readonly usedUserId: number;
  /** 0 means never. */
  readonly expiredTime: number;
}

export const redemptionView = (box: SecretBox, code: RedemptionRecord): RedemptionView => ({
  id: code.id,
  creatorId: code.creatorId,
  name: code.name,
  key: openStored(box, code.keyCiphertext, `redemption code ${code.id}`),
  status: code.status,
  quota: code.quota,
  createdTime: code.createdTime,
  redeemedTime: code.redeemedTime,
  usedUserId: code.usedUserId,
  expiredTime: code.expiredTime,
});

export type RedemptionPage = Page<RedemptionView>;

import type { SqlSession } from '../../platform/ports/sql';
import type { TopupStatus } from './rules/topup-rules';

/*
 * Top-up order rows (schema/sql/010_topups.sql). The one write that matters
 * is the claim: a conditional UPDATE from `pending`, so of any number of
 * concurrent callbacks for one order exactly one changes the row.
 */

export interface TopupRecord {
  readonly id: number;
  readonly userId: number;
  readonly amount: number;
  readonly moneyCents: number;
  readonly quota: number;
  readonly tradeNo: string;
  readonly paymentMethod: string;
  readonly status: TopupStatus;
  readonly createTime: number;
  readonly expireTime: number;
  readonly completeTime: number;
  readonly completedBy: number;
}

const COLUMNS = 'id, user_id, amount, money_cents, quota, trade_no, payment_method, status, create_time, expire_time, complete_time, completed_by';

interface Row {
  id: bigint;
  user_id: bigint;
  amount: bigint;
  money_cents: bigint;
  quota: bigint;
  trade_no: string;
  payment_method: string;
  status: TopupStatus;
  create_time: bigint;
  expire_time: bigint;
  complete_time: bigint;
  completed_by: bigint;
}

const recordOf = (r: Row): TopupRecord => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  amount: Number(r.amount),
  moneyCents: Number(r.money_cents),
  quota: Number(r.quota),
  tradeNo: r.trade_no,
  paymentMethod: r.payment_method,
  status: r.status,
  createTime: Number(r.create_time),
  expireTime: Number(r.expire_time),
  completeTime: Number(r.complete_time),
  completedBy: Number(r.completed_by),
});

export type NewTopup = Omit<TopupRecord, 'id' | 'status' | 'completeTime' | 'completedBy'>;

export async function insertTopup(session: SqlSession, order: NewTopup): Promise<TopupRecord> {
  const { rows } = await session.query<Row>(
    `INSERT INTO top_ups (user_id, amount, money_cents, quota, trade_no, payment_method, create_time, expire_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
    [order.userId, order.amount, order.moneyCents, order.quota, order.tradeNo, order.paymentMethod, order.createTime, order.expireTime],
  );
  return recordOf(rows[0]!);
}

export async function findTopup(session: SqlSession, tradeNo: string): Promise<TopupRecord | null> {
  const { rows } = await session.query<Row>(`SELECT ${COLUMNS} FROM top_ups WHERE trade_no = $1`, [tradeNo]);
  return rows[0] ? recordOf(rows[0]) : null;
}

/**
 * Claims a pending order for crediting: pending -> success, at most once.
 * `notExpiredAt`: only if it has not expired by then (the provider's
 * callback); null: whatever its expiry (an admin completing it by hand).
 */
export async function claimTopup(
  session: SqlSession,
  tradeNo: string,
  nowSeconds: number,
  notExpiredAt: number | null,
  completedBy: number,
): Promise<TopupRecord | null> {
  const { rows } = await session.query<Row>(
    `UPDATE top_ups SET status = 'success', complete_time = $2, completed_by = $4
     WHERE trade_no = $1 AND status IN ('pending', 'expired') AND ($3::bigint IS NULL OR (status = 'pending' AND expire_time > $3::bigint))
     RETURNING ${COLUMNS}`,
    [tradeNo, nowSeconds, notExpiredAt, completedBy],
  );
  return rows[0] ? recordOf(rows[0]) : null;
}

/** Marks a pending order past its expiry as expired (a late callback for it). */
export async function expireTopup(session: SqlSession, tradeNo: string, nowSeconds: number): Promise<void> {
  await session.query(`UPDATE top_ups SET status = 'expired' WHERE trade_no = $1 AND status = 'pending' AND expire_time <= $2`, [tradeNo, nowSeconds]);
}

/** One code as the list shows it (the fields `RedemptionsScreen_Page` reads). */
export interface RedemptionRow {
  readonly id: number;
  readonly name: string;
  readonly key: string;
  readonly status: number;
  readonly quota: number;
  readonly createdTime: number;
  readonly usedUserId: number;
  readonly redeemedTime: number;
}

export interface RedemptionHandlers {
  readonly onEdit: (code: RedemptionRow) => void;
  /** After a status change or a delete: read the page again. */
  readonly onChanged: () => void;
}

/** One token as the list shows it (the fields `TokensScreen_Page` reads). */
export interface TokenRow {
  readonly id: number;
  readonly name: string;
  /** Without the sk- prefix. */
  readonly key: string;
  readonly status: number;
  readonly remainQuota: number;
  readonly usedQuota: number;
  readonly unlimitedQuota: boolean;
  /** Unix seconds; -1 never. */
  readonly expiredTime: number;
  readonly createdTime: number;
  readonly modelLimitsEnabled: boolean;
  /** Comma separated. */
  readonly modelLimits: string;
  readonly allowIps: string;
  readonly group: string;
}

export interface TokenListHandlers {
  readonly onEdit: (token: TokenRow) => void;
  /** After a status change or a delete: read the page again. */
  readonly onChanged: () => void;
  /** The clipboard refused: show the text to copy by hand. */
  readonly onCopyFailed: (text: string) => void;
  /** The server address the chat templates' {address} becomes. */
  readonly serverAddress: string;
}

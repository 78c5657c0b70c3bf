/**
 * Spec 01 §3: every key the console keeps in local storage, under the names
 * the established console uses, so a reader can find them in the browser.
 * The password is never among them.
 */
export const STORAGE_KEYS = {
  /** The chat clients of the status, as a JSON list; one side-menu entry each. */
  chats: 'chats',
  /** Who signed in (id, username, display name, role, status, group) as JSON. */
  user: 'user',
  /** The last public status, as JSON: the first paint uses it before the server answers. */
  status: 'status',
  themeMode: 'theme-mode',
  /** 'true' when the side menu is collapsed; the status gives the first value. */
  collapseSidebar: 'default_collapse_sidebar',
  enableDataExport: 'enable_data_export',
  enableDrawing: 'enable_drawing',
  enableTask: 'enable_task',
  /** The operator's footer HTML (sanitised when shown). */
  footerHtml: 'footer_html',
  mjNotifyEnabled: 'mj_notify_enabled',
  language: 'i18nextLng',
  /** Rows per page of tables (10, 20, 50 or 100). */
  pageSize: 'page-size',
  /** The usage log's shown columns, as JSON (column key to true or false). */
  logsTableColumns: 'logs-table-columns',
  /** The channels page: 'true' lists newest first instead of by priority. */
  idSort: 'id-sort',
  /** The channels page: 'true' groups channels under their tags. */
  enableTagMode: 'enable-tag-mode',
  /** The channels page: 'true' shows the selection column and batch delete. */
  enableBatchDelete: 'enable-batch-delete',
  /** The channels table's shown columns, as JSON (column key to true or false). */
  channelsTableColumns: 'channels-table-columns',
  /** The text of the operator's notice the visitor closed: it stays closed until the notice changes. */
  dismissedNotice: 'notice-dismissed',
} as const;

/** Local storage can be off (private modes, quotas): reading then gives null, writing does nothing. */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the console keeps working from memory.
  }
}

export const readFlag = (key: string): boolean => readStored(key) === 'true';

import type { PriceTable } from './price-table';
import type { ToolCallCharge, ToolCharges } from './settle-cost';
import { TOOLS, toolPricePerThousand, type Tool } from './tool-price';

/** The tool calls of a request at the prices of `table` (the one in force when it was admitted); undefined when it made none, as most do. */
export function toolChargesOf(table: PriceTable, model: string, counts: Readonly<Partial<Record<Tool, number>>>): ToolCharges | undefined {
  let calls: ToolCallCharge[] | undefined;
  for (const tool of TOOLS) {
    const count = counts[tool] ?? 0;
    if (count > 0) (calls ??= []).push({ tool, count, pricePerThousand: toolPricePerThousand(table.toolPrices, tool, model) });
  }
  return calls === undefined ? undefined : { calls, quotaPerUnit: table.quotaPerUnit };
}

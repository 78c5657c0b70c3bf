import type { PriceTable } from './price-table';
import type { ToolCharges } from './settle-cost';
import { TOOLS, toolPricePerThousand, type Tool } from './tool-price';

/** The tool calls of a request at the prices of `table` (the one in force when it was admitted); undefined when it made none. */
export function toolChargesOf(table: PriceTable, model: string, counts: Readonly<Partial<Record<Tool, number>>>): ToolCharges | undefined {
  const calls = TOOLS.flatMap((tool) => {
    const count = counts[tool] ?? 0;
    return count > 0 ? [{ tool, count, pricePerThousand: toolPricePerThousand(table.toolPrices, tool, model) }] : [];
  });
  return calls.length > 0 ? { calls, quotaPerUnit: table.quotaPerUnit } : undefined;
}

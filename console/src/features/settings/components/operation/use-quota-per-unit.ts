import { useStatus } from '../../../../hooks/use-status';
import { useSettings } from '../../settings-context';
import { effectiveQuotaPerUnit } from './quota-amount';

/** The quota per dollar the tab's amounts use: the saved QuotaPerUnit option, else the status's. */
export function useQuotaPerUnit(): number {
  const { options } = useSettings();
  const { status } = useStatus();
  return effectiveQuotaPerUnit(options.get('QuotaPerUnit')?.value, status?.quotaPerUnit);
}

import { useMemo } from 'react';
import { useSettings } from '../../settings-context';
import { parseNumberMap, type PricingMaps } from './pricing-rows';

/**
 * The saved ModelPrice, ModelRatio and CompletionRatio maps, parsed once per
 * change of their text (a save of another section leaves them as they are);
 * null when one is not a JSON map of numbers.
 */
export function usePricingMaps(): PricingMaps | null {
  const { options } = useSettings();
  const price = options.get('ModelPrice')?.value ?? '';
  const ratio = options.get('ModelRatio')?.value ?? '';
  const completion = options.get('CompletionRatio')?.value ?? '';
  return useMemo(() => {
    const ModelPrice = parseNumberMap(price);
    const ModelRatio = parseNumberMap(ratio);
    const CompletionRatio = parseNumberMap(completion);
    return ModelPrice && ModelRatio && CompletionRatio ? { ModelPrice, ModelRatio, CompletionRatio } : null;
  }, [price, ratio, completion]);
}

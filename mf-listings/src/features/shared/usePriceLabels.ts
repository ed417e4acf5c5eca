import { useTranslation } from 'shared-kernel/react';
import type { PriceLabels } from 'shared-kernel';

/** The translated words the kernel's price rules need. */
export function usePriceLabels(): PriceLabels {
  const { t } = useTranslation('listings');
  return { from: t('price.from'), onDemand: t('price.onDemand'), perMonth: t('price.perMonth') };
}

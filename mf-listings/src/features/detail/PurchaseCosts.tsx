import { lazy, memo } from 'react';
import { HydrateWhenNear } from 'shared-kernel/react';
import type { CostsProperty } from './CostsOfPurchase';

/** The section's id, which its hydration watches. */
const SECTION_ID = 'purchase-costs';

/** The costs' code (and the kernel's registration rules) comes with their hydration, not with the page. */
const CostsOfPurchase = lazy(() => import('./CostsOfPurchase').then((module) => ({ default: module.CostsOfPurchase })));

/**
 * Below the fold, and the first of a property page's parts to format with `Intl`, whose first use
 * in a page loads the browser's locale data (15–35 ms of a phone's main thread): hydrated when it
 * comes near the screen (memoised, see HydrateWhenNear), its code fetched then; until it has come,
 * its server markup stays as it is.
 */
export const PurchaseCosts = memo(function PurchaseCosts({ property }: { property: CostsProperty }) {
  return (
    <HydrateWhenNear anchorId={SECTION_ID}>
      <CostsOfPurchase id={SECTION_ID} property={property} />
    </HydrateWhenNear>
  );
});

import { lazy, memo } from 'react';
import type { PropertyDetailData } from 'shared-kernel';
import { HydrateWhenNear } from 'shared-kernel/react';

/** The section's id, which its hydration watches. */
const SECTION_ID = 'similar-properties';

/** The cards' code comes with their hydration, not with the page. */
const SimilarCards = lazy(() => import('./SimilarCards').then((module) => ({ default: module.SimilarCards })));

/**
 * The page's last part: hydrated when it comes near the screen (memoised, see HydrateWhenNear),
 * its code fetched then; until it has come, its server markup stays as it is.
 */
export const SimilarProperties = memo(function SimilarProperties({ property }: { property: PropertyDetailData }) {
  return (
    <HydrateWhenNear anchorId={SECTION_ID}>
      <SimilarCards id={SECTION_ID} property={property} />
    </HydrateWhenNear>
  );
});

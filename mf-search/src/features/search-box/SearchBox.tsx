import { useTranslation } from 'shared-kernel/react';
import type { SearchBoxProps } from 'shared-kernel/federation';
import { SearchCombobox } from '../shared/SearchCombobox';

/**
 * The optional search box of the layout's header (showSearchInput, with its button when
 * showSearchButton is set): the same combobox as the home block, which loads the listing data only
 * when the visitor first reaches for it, since it sits on every page.
 */
export function SearchBox({ showButton }: SearchBoxProps) {
  const { t } = useTranslation('search');
  return <SearchCombobox landmarkLabel={t('box.landmarkHeader')} showButton={showButton} compact />;
}

import { chooseSimilar, similarQueryOf, type PropertyDetailData } from 'shared-kernel';
import { useLanguage, useTranslation } from 'shared-kernel/react';
import { useSimilarPropertiesQuery } from '../api/listingsApi';
import { PropertyCard } from '../shared/PropertyCard';
import { CardGrid } from '../shared/CardGrid';

/** Up to four properties of the same goal and type, nearest in price. */
export function SimilarCards({ id, property }: { id: string; property: PropertyDetailData }) {
  const { t } = useTranslation('listings');
  const lang = useLanguage();
  const { data } = useSimilarPropertiesQuery(similarQueryOf(property, lang));
  const similar = data ? chooseSimilar(property, data.items) : [];
  if (similar.length === 0) return null;
  return (
    <section id={id} aria-labelledby="similar-title" data-print="hide">
      <h2 id="similar-title">{t('detail.similar')}</h2>
      <CardGrid perRow={4}>
        {similar.map((item) => (
          <li key={item.ID}>
            <PropertyCard property={item} sizes="(min-width: 1280px) 300px, 50vw" />
          </li>
        ))}
      </CardGrid>
    </section>
  );
}

import { useTranslation } from 'shared-kernel/react';
import type { ListingDocument } from 'shared-kernel';

/** A property's or a project's documents to download, or "no documents" (spec §8). */
export function DocumentList({ documents }: { documents: readonly ListingDocument[] }) {
  const { t } = useTranslation('listings');
  if (documents.length === 0) return <p>{t('detail.noDocuments')}</p>;
  return (
    <ul>
      {documents.map((document) => (
        <li key={document.ID}>
          <a href={document.Url} download>
            {document.Name}
          </a>
        </li>
      ))}
    </ul>
  );
}

import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { imageSrcSet, imageUrl, type ListingPhoto } from 'shared-kernel';
import { useLanguage, useSiteConfigurationQuery, useTranslation } from 'shared-kernel/react';
import { ListingImage } from './ListingImage';
import type { Lightbox } from './lightbox';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  /* minmax(0, …): a photo's own width never widens its column past a phone's screen. */
  grid-template-columns: repeat(4, minmax(0, 1fr));
  button {
    position: relative;
    padding: 0;
    border: none;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    cursor: zoom-in;
    aspect-ratio: 3 / 2;
    overflow: hidden;
    border-radius: ${({ theme }) => theme.radius};
  }
  button:first-of-type {
    grid-column: 1 / -1;
  }
`;

const More = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgb(0 0 0 / 55%);
  color: #fff;
  font-weight: 700;
  font-size: 1.2rem;
`;

const Empty = styled.p`
  aspect-ratio: 3 / 2;
  margin: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radius};
`;

/** The main photo and the next four; the last of them says how many more the lightbox holds. */
const SHOWN = 5;

export interface GalleryProps {
  photos: readonly ListingPhoto[];
  title: string;
}

/** Spec §2: the photos of a property or project, opening a lightGallery lightbox. */
export function Gallery({ photos, title }: GalleryProps) {
  const { t } = useTranslation('listings');
  const host = useRef<HTMLDivElement>(null);
  const lightbox = useRef<Lightbox | null>(null);
  const creating = useRef<Promise<Lightbox> | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const licenseKey = useSiteConfigurationQuery(useLanguage()).data?.siteInfo?.galleryLicenseKey;

  useEffect(
    () => () => {
      lightbox.current?.destroy();
      lightbox.current = null;
      creating.current = null;
    },
    [photos],
  );

  if (photos.length === 0) return <Empty role="status">{t('gallery.noPhoto')}</Empty>;

  const open = async (index: number, button: HTMLElement) => {
    opener.current = button;
    if (!lightbox.current && host.current) {
      const element = host.current;
      // A second click while the lightbox is being made waits for the same one.
      creating.current ??= import('./lightbox').then(({ createLightbox }) =>
        createLightbox(
          element,
          photos.map((photo, position) => ({
            src: imageUrl(photo.Url, 1600),
            srcset: imageSrcSet(photo.Url),
            thumb: imageUrl(photo.Url, 100),
            alt: photo.Caption || t('gallery.counter', { number: position + 1, total: photos.length }),
          })),
          {
            closeGallery: t('lightbox.close'),
            toggleMaximize: t('lightbox.maximize'),
            previousSlide: t('lightbox.previous'),
            nextSlide: t('lightbox.next'),
            download: t('lightbox.download'),
            playVideo: t('lightbox.playVideo'),
            mediaLoadingFailed: t('lightbox.failed'),
            toggleThumbnails: t('lightbox.thumbnails'),
          },
          () => opener.current?.focus(),
          licenseKey,
        ),
      );
      lightbox.current = await creating.current;
    }
    lightbox.current?.open(index);
  };

  return (
    <section aria-label={t('gallery.label')}>
      <Grid>
        {photos.slice(0, SHOWN).map((photo, index) => {
          const hidden = photos.length - SHOWN;
          const last = index === SHOWN - 1 && hidden > 0;
          return (
            <button
              key={photo.ImageID}
              type="button"
              data-print={index === 0 ? undefined : 'hide'}
              className={index === 0 ? 'listing-print-photo' : undefined}
              onClick={(event) => void open(index, event.currentTarget)}
              // The last tile shows "+3": its name starts with it (WCAG 2.5.3), then says what opens.
              aria-label={last ? `+${hidden} – ${t('gallery.openAll', { count: photos.length })}` : t('gallery.open', { number: index + 1, total: photos.length })}
            >
              <ListingImage
                url={photo.Url}
                alt={index === 0 ? title : ''}
                sizes={index === 0 ? '(min-width: 1280px) 800px, 100vw' : '(min-width: 1280px) 200px, 25vw'}
                priority={index === 0}
              />
              {last && <More aria-hidden="true">+{hidden}</More>}
            </button>
          );
        })}
      </Grid>
      <div ref={host} hidden />
    </section>
  );
}

import styled from '@emotion/styled';
import { useState } from 'react';
import { localizedText, parseVideoLink, type Banner as BannerConfig } from 'shared-kernel';
import { ConsentedFrame, useLanguage, useTranslation } from 'shared-kernel/react';
import { imagePath } from './links';
import { usePrefersReducedMotion } from './useScrollY';

const Frame = styled.section`
  position: relative;
  margin: ${({ theme }) => `-${theme.space(4)} -${theme.space(4)} ${theme.space(6)}`};
  min-height: 240px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  overflow: hidden;
  ${({ theme }) => theme.media.tablet} {
    min-height: 360px;
  }
  img,
  video,
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    border: 0;
  }
`;

const Caption = styled.div`
  position: relative;
  z-index: 1;
  padding: ${({ theme }) => `${theme.space(16)} ${theme.space(4)} ${theme.space(20)}`};
  max-width: 1280px;
  margin: 0 auto;
  text-shadow: 0 1px 3px rgb(0 0 0 / 80%);
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: clamp(1.75rem, 4vw, 2.75rem);
  }
  p {
    margin: 0;
    font-size: 1.125rem;
  }
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background: linear-gradient(rgb(0 0 0 / 15%), rgb(0 0 0 / 60%));
  }
`;

const Controls = styled.div`
  position: absolute;
  z-index: 2;
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  button {
    min-width: 44px;
    min-height: 44px;
    font-size: 1.25rem;
    border: 0;
    border-radius: 50%;
    background: rgb(255 255 255 / 90%);
    color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
`;

function Video({ url, label }: { url: string; label: string }) {
  const reducedMotion = usePrefersReducedMotion();
  const link = parseVideoLink(url);
  if (!link) return null;
  if (link.kind === 'file') {
    return <video src={link.embedUrl} autoPlay={!reducedMotion} muted loop playsInline aria-label={label} />;
  }
  return <ConsentedFrame src={link.embedUrl} title={label} allow="autoplay; fullscreen" />;
}

/** Spec §2: the home page's banner, an image, a gallery of photos or a video, with its title and text. */
export function Banner({ banner }: { banner: BannerConfig }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [slide, setSlide] = useState(0);
  const title = localizedText(banner.title, lang) || t('home.title');
  const description = localizedText(banner.description, lang);
  const images = banner.type === 'image' ? banner.images.slice(0, 1) : banner.images;
  const current = images[slide % Math.max(images.length, 1)];
  const move = (step: number) => setSlide((at) => (at + step + images.length) % images.length);
  return (
    <Frame aria-label={t('banner.label')} data-banner={banner.type}>
      {banner.type === 'video' && banner.videoUrl ? (
        <Video url={banner.videoUrl} label={t('banner.video')} />
      ) : (
        current && (
          <img
            key={current}
            src={imagePath(current, 1600)}
            srcSet={`${imagePath(current, 750)} 600w, ${imagePath(current, 1050)} 1360w, ${imagePath(current, 1600)} 1600w`}
            sizes="100vw"
            alt=""
            fetchPriority="high"
            // The largest paint: drawn in the same frame as the page around it, not one later.
            decoding="sync"
          />
        )
      )}
      <Caption>
        <h1>{title}</h1>
        {description && <p>{description}</p>}
      </Caption>
      {banner.type === 'gallery' && images.length > 1 && (
        <Controls>
          <button type="button" onClick={() => move(-1)} aria-label={t('banner.previous')}>
            <span aria-hidden="true">‹</span>
          </button>
          <span aria-live="polite" style={{ position: 'absolute', left: -9999 }}>
            {t('banner.slide', { number: slide + 1, count: images.length })}
          </span>
          <button type="button" onClick={() => move(1)} aria-label={t('banner.next')}>
            <span aria-hidden="true">›</span>
          </button>
        </Controls>
      )}
    </Frame>
  );
}

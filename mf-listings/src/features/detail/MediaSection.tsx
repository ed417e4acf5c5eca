import styled from '@emotion/styled';
import { parseVideoLink, type VideoLink } from 'shared-kernel';
import { ConsentedFrame, useTranslation } from 'shared-kernel/react';

const Frames = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  iframe,
  video {
    width: 100%;
    aspect-ratio: 16 / 9;
    border: 0;
    border-radius: ${({ theme }) => theme.radius};
    background: #000;
  }
`;

function Embed({ link, title }: { link: VideoLink; title: string }) {
  // The agency's video files come from the back office without caption tracks.
  // eslint-disable-next-line jsx-a11y/media-has-caption
  if (link.kind === 'file') return <video src={link.embedUrl} controls preload="none" title={title} />;
  return <ConsentedFrame src={link.embedUrl} title={title} allow="fullscreen; xr-spatial-tracking" />;
}

/** The virtual tour and the videos, embedded as the kernel reads their links; unknown links are left out. */
export function MediaSection({ virtualTourUrl, videoUrls }: { virtualTourUrl?: string | undefined; videoUrls: readonly string[] }) {
  const { t } = useTranslation('listings');
  const tour = parseVideoLink(virtualTourUrl);
  const videos = videoUrls.map((url) => parseVideoLink(url)).filter((link): link is VideoLink => link !== null);
  if (!tour && videos.length === 0) return null;
  return (
    <Frames>
      {tour && <Embed link={tour} title={t('detail.virtualTour')} />}
      {videos.map((video, index) => (
        <Embed key={video.embedUrl} link={video} title={t('detail.video', { number: index + 1 })} />
      ))}
    </Frames>
  );
}

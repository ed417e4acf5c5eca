import styled from '@emotion/styled';
import { imageSrcSet, imageUrl } from 'shared-kernel';

const Img = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

export interface ListingImageProps {
  url: string;
  alt: string;
  /** The layout width of the image, for the browser to pick a variant. */
  sizes: string;
  /** The first image of a page: loaded at once, with high priority, decoded with its frame (it is the largest paint). */
  priority?: boolean;
  width?: number;
  height?: number;
}

/** An image of the api with every width in `srcset`; lazy unless it is the page's first. */
export function ListingImage({ url, alt, sizes, priority = false, width = 600, height = 400 }: ListingImageProps) {
  return (
    <Img
      src={imageUrl(url, 500)}
      srcSet={imageSrcSet(url)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      // The first image is the largest paint: drawn in the same frame as the page around it.
      decoding={priority ? 'sync' : 'async'}
    />
  );
}

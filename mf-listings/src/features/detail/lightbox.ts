import lightGallery from 'lightgallery';
import lgThumbnail from 'lightgallery/plugins/thumbnail';

// Imported only when a visitor opens a photo: lightGallery and its styles stay out of the first
// bundle. The bundles carry no CSS loader, so the stylesheets and the icon font are emitted as
// files (webpack's `new URL(…, import.meta.url)`) and linked once.
const STYLESHEETS = [
  new URL('lightgallery/css/lightgallery.css', import.meta.url).href,
  new URL('lightgallery/css/lg-thumbnail.css', import.meta.url).href,
];
const ICON_FONT = new URL('lightgallery/fonts/lg.woff2', import.meta.url).href;
const LOADING_IMAGE = new URL('lightgallery/images/loading.gif', import.meta.url).href;

function linkStylesOnce(): void {
  if (document.querySelector('link[data-lightbox]')) return;
  for (const href of STYLESHEETS) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.lightbox = '';
    document.head.append(link);
  }
  // The stylesheet names its font and its loading image relative to its own folder, which the
  // build does not copy: they are pointed at the emitted files instead.
  const assets = document.createElement('style');
  assets.dataset.lightbox = '';
  assets.textContent =
    `@font-face{font-family:'lg';src:url('${ICON_FONT}') format('woff2');font-weight:normal;font-style:normal;font-display:block}` +
    `.lg-outer .lg-item:not(.lg-start-end-progress){background-image:url('${LOADING_IMAGE}')}`;
  document.head.append(assets);
}

export interface LightboxSlide {
  src: string;
  srcset: string;
  thumb: string;
  alt: string;
}

export interface LightboxStrings {
  closeGallery: string;
  toggleMaximize: string;
  previousSlide: string;
  nextSlide: string;
  download: string;
  playVideo: string;
  mediaLoadingFailed: string;
  toggleThumbnails: string;
}

export interface Lightbox {
  open(index: number): void;
  destroy(): void;
}

/** A lightGallery over the slides: keyboard, swipe, thumbnails and a counter; focus returns on close. */
export function createLightbox(host: HTMLElement, slides: readonly LightboxSlide[], strings: LightboxStrings, onClose: () => void): Lightbox {
  linkStylesOnce();
  const { toggleThumbnails, ...core } = strings;
  const gallery = lightGallery(host, {
    dynamic: true,
    dynamicEl: slides.map((slide) => ({ src: slide.src, srcset: slide.srcset, thumb: slide.thumb, alt: slide.alt, subHtml: '' })),
    plugins: [lgThumbnail],
    licenseKey: '0000-0000-000-0000',
    counter: true,
    keyPress: true,
    swipeToClose: true,
    download: false,
    thumbnail: true,
    strings: core,
    thumbnailPluginStrings: { toggleThumbnails },
  });
  host.addEventListener('lgAfterClose', onClose);
  return {
    open: (index) => gallery.openGallery(index),
    destroy: () => {
      host.removeEventListener('lgAfterClose', onClose);
      gallery.destroy();
    },
  };
}

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

let stylesLoaded: Promise<void> | null = null;

/**
 * Links the styles once and settles when they have loaded: lightGallery measures its toolbar and
 * thumbnails when it opens, and measured unstyled it kept a third of the screen for them, leaving
 * the photo small at the top.
 */
function linkStylesOnce(): Promise<void> {
  if (stylesLoaded) return stylesLoaded;
  const links = STYLESHEETS.map((href) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.lightbox = '';
    // A stylesheet that fails still lets the photos open, as before.
    const loaded = new Promise<void>((resolve) => {
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener('error', () => resolve(), { once: true });
    });
    document.head.append(link);
    return loaded;
  });
  // The stylesheet names its font and its loading image relative to its own folder, which the
  // build does not copy: they are pointed at the emitted files instead.
  const assets = document.createElement('style');
  assets.dataset.lightbox = '';
  assets.textContent =
    `@font-face{font-family:'lg';src:url('${ICON_FONT}') format('woff2');font-weight:normal;font-style:normal;font-display:block}` +
    `.lg-outer .lg-item:not(.lg-start-end-progress){background-image:url('${LOADING_IMAGE}')}`;
  document.head.append(assets);
  stylesLoaded = Promise.all(links).then(() => undefined);
  return stylesLoaded;
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

/** lightGallery's own key for projects that use it under GPLv3 (its licence page); a commercial deployment sets its key in the site settings. */
const GPL_LICENSE_KEY = '0000-0000-000-0000';

/** A lightGallery over the slides: keyboard, swipe, thumbnails and a counter; focus returns on close. */
export async function createLightbox(
  host: HTMLElement,
  slides: readonly LightboxSlide[],
  strings: LightboxStrings,
  onClose: () => void,
  licenseKey: string | undefined,
): Promise<Lightbox> {
  await linkStylesOnce();
  const { toggleThumbnails, ...core } = strings;
  const gallery = lightGallery(host, {
    dynamic: true,
    dynamicEl: slides.map((slide) => ({ src: slide.src, srcset: slide.srcset, thumb: slide.thumb, alt: slide.alt, subHtml: '' })),
    plugins: [lgThumbnail],
    licenseKey: licenseKey?.trim() || GPL_LICENSE_KEY,
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

import styled from '@emotion/styled';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'shared-kernel/react';
import { SCROLL_THROTTLE_MS, SCROLL_TO_TOP_DURATION_MS, scrollToTopPosition, throttle } from 'shared-kernel';
import { useFocusInField, usePrefersReducedMotion } from './useScrollY';

/**
 * A narrow tab on the screen's right edge, over a gutter the page's main content and footer keep
 * free (SCROLL_TO_TOP_GUTTER): cards filled the width on a phone and up to the edge of a laptop's
 * layout, so a round button stepped aside from them at almost every scroll position and was almost
 * never there. 24 px wide and 48 px tall, it is still a target a finger finds (WCAG 2.5.8).
 */
const PHONE_WIDTH = '1.5rem';
export const SCROLL_TO_TOP_GUTTER = '2.25rem';

const Button = styled.button`
  position: fixed;
  right: 0;
  bottom: ${({ theme }) => theme.space(4)};
  z-index: 40;
  width: ${PHONE_WIDTH};
  height: 48px;
  padding: 0;
  border-radius: ${({ theme }) => `${theme.radius} 0 0 ${theme.radius}`};
  border: 0;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 1.5rem;
  cursor: pointer;
  box-shadow: 0 2px 8px rgb(0 0 0 / 25%);
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  /* Out of the way but still there to measure where it would be: hidden boxes take no tap. */
  &[data-aside='true'] {
    visibility: hidden;
  }
`;

/** The button's size and its margin: the footer keeps this much free below its last line. */
export const SCROLL_TO_TOP_CLEARANCE = '80px';

/** What a tap on the page may be meant for. */
const CONTROLS = 'a[href], button, input, select, textarea, label, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
/** A control this close to the button's edge is as good as under it for a finger. */
const MARGIN_PX = 8;

/**
 * Whether a control of the page lies under the button. On a phone the button sat on a card's heart,
 * on "Faire une offre" and on the end of a field, and a tap meant for them took the visitor to the
 * top instead. A visitor expects a tap on what they see to reach it, so the button steps aside while
 * a control is under it and comes back once the control has scrolled past (text under it is only
 * read, and the next scroll moves it).
 */
function useControlUnder(button: RefObject<HTMLButtonElement | null>, shown: boolean): boolean {
  const [under, setUnder] = useState(false);
  useEffect(() => {
    // Without hit testing (jsdom) there is no layout to step aside from either.
    if (!shown || typeof document.elementsFromPoint !== 'function') return undefined;
    const check = throttle(() => {
      const own = button.current;
      if (!own) return;
      const box = own.getBoundingClientRect();
      const xs = [box.left - MARGIN_PX, box.left + box.width / 2, box.right + MARGIN_PX];
      const ys = [box.top - MARGIN_PX, box.top + box.height / 2, box.bottom + MARGIN_PX];
      setUnder(
        xs.some((x) =>
          ys.some((y) => document.elementsFromPoint(x, y).find((element) => !own.contains(element))?.closest(CONTROLS) != null),
        ),
      );
    }, SCROLL_THROTTLE_MS);
    // After the layout of the frame it first shows in, not in the middle of a render.
    const first = requestAnimationFrame(check);
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      cancelAnimationFrame(first);
      check.cancel();
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [button, shown]);
  return shown && under;
}

/**
 * Spec §2: appears after 10 px of scroll and brings the visitor back to the top in about 500 ms.
 * It floats over the page, so it steps aside while the visitor is in a form field (on a phone it
 * would sit on the end of the field being typed in), and the footer ends with room for it.
 */
export function ScrollToTop({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const inField = useFocusInField();
  const button = useRef<HTMLButtonElement>(null);
  const shown = visible && !inField;
  const aside = useControlUnder(button, shown);
  if (!shown) return null;

  const scrollUp = () => {
    const from = window.scrollY;
    document.getElementById('main')?.focus({ preventScroll: true });
    if (reducedMotion) {
      window.scrollTo(0, 0);
      return;
    }
    const start = performance.now();
    const step = (now: number) => {
      const elapsed = now - start;
      window.scrollTo(0, scrollToTopPosition(from, elapsed));
      if (elapsed < SCROLL_TO_TOP_DURATION_MS) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  };

  return (
    <Button
      ref={button}
      type="button"
      onClick={scrollUp}
      aria-label={t('scrollToTop')}
      title={t('scrollToTop')}
      data-testid="scroll-to-top"
      data-aside={aside}
    >
      <span aria-hidden="true">↑</span>
    </Button>
  );
}

import styled from '@emotion/styled';
import { useTranslation } from 'shared-kernel/react';
import { SCROLL_TO_TOP_DURATION_MS, scrollToTopPosition } from 'shared-kernel';
import { useFocusInField, usePrefersReducedMotion } from './useScrollY';

const Button = styled.button`
  position: fixed;
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  z-index: 40;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 0;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 1.5rem;
  cursor: pointer;
  box-shadow: 0 2px 8px rgb(0 0 0 / 25%);
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

/** The button's size and its margin: the footer keeps this much free below its last line. */
export const SCROLL_TO_TOP_CLEARANCE = '80px';

/**
 * Spec §2: appears after 10 px of scroll and brings the visitor back to the top in about 500 ms.
 * It floats over the page, so it steps aside while the visitor is in a form field (on a phone it
 * would sit on the end of the field being typed in), and the footer ends with room for it.
 */
export function ScrollToTop({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const inField = useFocusInField();
  if (!visible || inField) return null;

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
    <Button type="button" onClick={scrollUp} aria-label={t('scrollToTop')} title={t('scrollToTop')} data-testid="scroll-to-top">
      <span aria-hidden="true">↑</span>
    </Button>
  );
}

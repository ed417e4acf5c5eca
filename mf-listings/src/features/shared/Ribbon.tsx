import styled from '@emotion/styled';
import { useTranslation } from 'shared-kernel/react';
import { isForSale, marqueeState } from 'shared-kernel';

const Badge = styled.span<{ closed: boolean }>`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  left: 0;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  font-size: 0.85rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.03em;
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme, closed }) => (closed ? theme.colors.danger : theme.colors.primary)};
  border-radius: 0 ${({ theme }) => `${theme.radius} ${theme.radius}`} 0;
`;

/** Spec §3: the banner of a listing from its Marquee (1 and 2 the sale side, 3 sold, 4 rented). */
export function Ribbon({ marquee, goal }: { marquee: number; goal: number }) {
  const { t } = useTranslation('listings');
  const state = marqueeState(marquee);
  if (state === null) return null;
  const label = state === 'sale' ? t(isForSale(goal) ? 'ribbon.sale' : 'ribbon.rent') : t(`ribbon.${state}`);
  return <Badge closed={state !== 'sale'}>{label}</Badge>;
}

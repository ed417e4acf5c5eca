import styled from '@emotion/styled';
import { STACKED_TABLE_CONTAINER, stackedTableStyles } from 'shared-kernel';

/** Read by screen readers, not shown: the graph's table alternative. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const Panel = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
  margin-block: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Button = styled.button`
  display: inline-block;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  cursor: pointer;
  &:hover:not(:disabled):not([aria-disabled='true']) {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: default;
    opacity: 0.65;
  }
`;

export const QuietButton = styled(Button)`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  &:hover:not(:disabled):not([aria-disabled='true']) {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

export const Alert = styled.p<{ tone: 'danger' | 'success' }>`
  padding: ${({ theme }) => theme.space(3)};
  border-left: 4px solid ${({ theme, tone }) => theme.colors[tone]};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme, tone }) => theme.colors[tone]};
`;

/** The box a history's table measures: where it is narrow, the table's rows stack (no sideways scrolling). */
export const TableBox = styled.div`
  ${STACKED_TABLE_CONTAINER}
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  td.number,
  th.number {
    text-align: right;
  }
  ${({ theme }) => stackedTableStyles(theme.colors.border)}
`;

import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { AGENCY_FOUNDED } from 'shared-kernel';

const Bar = styled.footer`
  margin-top: ${({ theme }) => theme.space(8)};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  text-align: center;
`;

export function Footer() {
  const { t } = useTranslation();
  return (
    <Bar>
      <p>{t('footer.since', { year: AGENCY_FOUNDED })}</p>
    </Bar>
  );
}

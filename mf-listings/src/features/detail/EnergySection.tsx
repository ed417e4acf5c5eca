import styled from '@emotion/styled';
import { useTranslation } from 'shared-kernel/react';
import { epcForProperty, formatQuantity, epcLabelDisplay, renovationObligation, type RenovationSource } from 'shared-kernel';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  img {
    width: 180px;
    height: auto;
  }
`;

const Notice = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: ${({ theme }) => theme.space(3)};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

/**
 * Spec §9: the EPC label image of the property's region and band, and the renovation obligation a
 * buyer takes on where a region has one in force (the kernel's `renovationObligation`,
 * worded as that region's rule; 5 years in every language, the spec's German 6 being a known mistake).
 */
export function EnergySection({ property }: { property: RenovationSource }) {
  const { t } = useTranslation('listings');
  const epc = epcForProperty(property);
  if (!epc) return null;
  const obligation = renovationObligation(property);
  return (
    <div>
      <Row>
        <img src={epc.image} alt={t('energy.label', { label: epcLabelDisplay(epc.label) })} width={180} height={72} loading="lazy" />
        {property.EnergyPerformance != null && <p>{t('units.ratio', { value: formatQuantity(property.EnergyPerformance) })}</p>}
      </Row>
      {obligation && <Notice>{t(`energy.renovation.${obligation.region}`, { years: obligation.years })}</Notice>}
    </div>
  );
}

import styled from '@emotion/styled';
import { visitSlotTime } from 'shared-kernel';
import { useLanguage, useVisitSlots, useTranslation } from 'shared-kernel/react';
import { ActionButton } from '../shared/StateMessage';

const Slots = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  span span {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * The agency's next visit slots and open houses of the property: choosing one opens the visit form
 * with that slot chosen. Asked in the browser only (places change with each booking, the server's
 * pages are cached), and absent while the property has none: the visit form still asks for a call.
 */
export function NextVisits({ propertyId, onChoose }: { propertyId: number; onChoose: (slotId: string) => void }) {
  const { t } = useTranslation('listings');
  const language = useLanguage();
  const { data: slots = [] } = useVisitSlots(propertyId);
  if (slots.length === 0) return null;
  return (
    <section aria-labelledby="next-visits-title">
      <h3 id="next-visits-title">{t('visits.title')}</h3>
      <Slots>
        {slots.map((slot) => (
          <li key={slot.id}>
            <span id={`visit-slot-${slot.id}`}>
              {visitSlotTime(slot, language)}
              <span>
                {t(`visits.kinds.${slot.kind}`)}
                {slot.kind === 'open-house' ? ` · ${t('visits.placesLeft', { count: slot.placesLeft })}` : ''}
              </span>
            </span>
            <ActionButton type="button" className="secondary" aria-describedby={`visit-slot-${slot.id}`} onClick={() => onChoose(slot.id)}>
              {t('visits.choose')}
            </ActionButton>
          </li>
        ))}
      </Slots>
    </section>
  );
}

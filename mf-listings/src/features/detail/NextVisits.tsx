import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { visitSlotChoiceId, visitSlotTime } from 'shared-kernel';
import { useLanguage, useVisitSlots, useTranslation } from 'shared-kernel/react';
import { ActionLink } from '../shared/StateMessage';

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
 * with that slot chosen. The server's page carries them, as the visit form carries them as its
 * choices: each is a link to its choice in that form, which the browser opens without scripts, and
 * a link followed before the scripts took over chooses its slot once they have. Absent while the
 * property has none: the visit form still asks for a call.
 */
export function NextVisits({ propertyId, onChoose }: { propertyId: number; onChoose: (slotId: string) => void }) {
  const { t } = useTranslation('listings');
  const language = useLanguage();
  const { data: slots = [] } = useVisitSlots(propertyId);
  const linked = useRef(false);

  useEffect(() => {
    if (linked.current) return;
    const slot = slots.find(({ id }) => window.location.hash === `#${visitSlotChoiceId(id)}`);
    if (slot === undefined) return;
    linked.current = true;
    onChoose(slot.id);
  }, [slots, onChoose]);

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
            <ActionLink
              href={`#${visitSlotChoiceId(slot.id)}`}
              className="secondary"
              aria-describedby={`visit-slot-${slot.id}`}
              onClick={(event) => {
                event.preventDefault();
                onChoose(slot.id);
              }}
            >
              {t('visits.choose')}
            </ActionLink>
          </li>
        ))}
      </Slots>
    </section>
  );
}

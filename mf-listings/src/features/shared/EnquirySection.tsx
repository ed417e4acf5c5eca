import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'shared-kernel/react';
import type { EnquiryKind, EnquirySlot } from 'shared-kernel/federation';

const Item = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  margin-bottom: ${({ theme }) => theme.space(2)};
  summary {
    cursor: pointer;
    padding: ${({ theme }) => theme.space(3)};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
  > div {
    padding: 0 ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)};
  }
`;

export interface EnquirySectionProps {
  kinds: readonly EnquiryKind[];
  slot: EnquirySlot;
  propertyId?: number;
  projectId?: number;
  /** A visit slot the visitor chose on the page, and how many times they chose: the visit form opens with it. */
  chosenVisit?: { slotId: string; round: number };
}

/**
 * The enquiry forms of a detail page, one per kind, each opened on demand: a form (and its remote)
 * loads only when the visitor asks for it. mf-forms fills them through the shell's slot.
 */
export function EnquirySection({ kinds, slot: Slot, propertyId, projectId, chosenVisit }: EnquirySectionProps) {
  const { t } = useTranslation('listings');
  const [opened, setOpened] = useState<ReadonlySet<EnquiryKind>>(new Set());
  const visitItem = useRef<HTMLDetailsElement>(null);

  // A chosen slot opens the visit form (its toggle loads the form) and takes the visitor there:
  // the focus moves to its summary, which scrolls it into view.
  useEffect(() => {
    const item = visitItem.current;
    if (chosenVisit === undefined || item === null) return;
    item.open = true;
    item.querySelector('summary')?.focus();
  }, [chosenVisit]);

  return (
    <div>
      {kinds.map((kind) => (
        <Item
          key={kind}
          ref={kind === 'visit' ? visitItem : undefined}
          onToggle={(event) => {
            if (event.currentTarget.open) setOpened((current) => new Set(current).add(kind));
          }}
        >
          <summary>{t(`enquiry.${kind}`)}</summary>
          <div>
            {opened.has(kind) && (
              <Slot
                kind={kind}
                {...(propertyId === undefined ? {} : { propertyId })}
                {...(projectId === undefined ? {} : { projectId })}
                {...(kind === 'visit' && chosenVisit !== undefined ? { visitSlotId: chosenVisit.slotId } : {})}
              />
            )}
          </div>
        </Item>
      ))}
    </div>
  );
}

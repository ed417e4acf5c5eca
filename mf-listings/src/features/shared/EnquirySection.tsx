import styled from '@emotion/styled';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useFormsFirstView, useTranslation } from 'shared-kernel/react';
import { useLocation } from 'shared-kernel/router';
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

const noSubscription = () => () => {};

/**
 * The enquiry forms of a detail page, one per kind, each opened on demand. The server's page
 * carries every form, so each works without scripts (its part hydrates when the visitor opens it);
 * a page rendered in the browser loads a form (and its remote) only when the visitor asks for it.
 * A page answered to a form's post opens that form, with its messages. mf-forms fills them through
 * the shell's slot.
 */
export function EnquirySection({ kinds, slot: Slot, propertyId, projectId, chosenVisit }: EnquirySectionProps) {
  const { t } = useTranslation('listings');
  const hydrating = useSyncExternalStore(noSubscription, () => false, () => true);
  const [fromServer] = useState(hydrating);
  // The page's first location is the one the server answered (a later one in the page's own router is not).
  const firstLocation = useLocation().key === 'default';
  const posted = useFormsFirstView()?.posted?.kind;
  const [postedKind] = useState(firstLocation ? posted : undefined);
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
          open={kind === postedKind || undefined}
          onToggle={(event) => {
            if (event.currentTarget.open) setOpened((current) => new Set(current).add(kind));
          }}
        >
          <summary>{t(`enquiry.${kind}`)}</summary>
          <div>
            {(fromServer || opened.has(kind)) && (
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

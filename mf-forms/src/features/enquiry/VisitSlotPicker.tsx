import { useEffect } from 'react';
import { Field, useField } from 'react-final-form';
import { visitSlotChoiceId, visitSlotTime } from 'shared-kernel';
import { useLanguage, useVisitSlots, useTranslation } from 'shared-kernel/react';
import { visibleError } from './Fields';
import { usePostedError } from './postedForm';
import { Choice, ErrorText, FieldBox, Hint } from '../shared/styles';

const NONE = '';

/**
 * The visit form's choice of the agency's next slots for the property, or none of them (the
 * agency then calls back at the times the visitor gives). Shown only where the property has slots.
 * A slot that filled up meanwhile comes back refused: the list is asked again, so it offers what
 * is still free, and the visitor's other answers stay as typed.
 */
export function VisitSlotPicker({ formId, propertyId, label }: { formId: string; propertyId: number | undefined; label: string }) {
  const { t } = useTranslation('forms');
  const language = useLanguage();
  const { data: slots = [], refetch, isUninitialized } = useVisitSlots(propertyId);
  const { input, meta } = useField<string>('visitSlotId', { subscription: { value: true, error: true, submitError: true, submitFailed: true, dirtySinceLastSubmit: true, modified: true } });
  const posted = usePostedError('visitSlotId');
  const refusedAsFull = meta.submitError === 'server.slotFull' && !meta.dirtySinceLastSubmit;

  useEffect(() => {
    if (refusedAsFull && !isUninitialized) void refetch();
  }, [refusedAsFull, isUninitialized, refetch]);

  const chosen = typeof input.value === 'string' && input.value !== NONE;
  if (slots.length === 0 && !chosen) return null;
  const error = visibleError(meta, posted);
  const errorId = `${formId}-visitSlotId-error`;
  const hintId = `${formId}-visitSlotId-hint`;
  const choices = [
    ...slots.map((slot) => ({
      value: slot.id,
      label: [visitSlotTime(slot, language), t(`visitKinds.${slot.kind}`), ...(slot.kind === 'open-house' ? [t('visitSlots.placesLeft', { count: slot.placesLeft })] : [])].join(' · '),
    })),
    { value: NONE, label: t('visitSlots.none') },
  ];
  return (
    <FieldBox as="fieldset" invalid={error !== undefined} aria-describedby={[hintId, ...(error !== undefined ? [errorId] : [])].join(' ')}>
      <legend>{label}</legend>
      <Hint id={hintId}>{t('visitSlots.hint')}</Hint>
      {error !== undefined && <ErrorText id={errorId}>{t(error)}</ErrorText>}
      {choices.map((choice, index) => (
        <Field key={choice.value} name="visitSlotId" type="radio" value={choice.value}>
          {({ input: radio }) => (
            <Choice id={choice.value === NONE ? undefined : visitSlotChoiceId(choice.value)}>
              <input {...radio} id={`${formId}-visitSlotId-${index}`} aria-invalid={error !== undefined} />
              <span>{choice.label}</span>
            </Choice>
          )}
        </Field>
      ))}
    </FieldBox>
  );
}

import styled from '@emotion/styled';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { visitSlotTime } from 'shared-kernel';
import type { VisitBookingProps } from 'shared-kernel/federation';
import { useFormsFirstView, useLanguage, useTranslation } from 'shared-kernel/react';
import { Link } from 'shared-kernel/router';
import { ErrorText, Hint, SecondaryButton } from '../shared/styles';
import { bookingUrl, cancelBooking, fetchBooking, type BookingAnswer } from './bookingApi';

/** The two ways out of a booking, each a paragraph of its own above the button. */
const Hints = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

/**
 * A booked visit, right after booking it and from its confirmation mail: when and where, how to
 * cancel or change it, and a button that cancels it. Opening the link changes nothing (mail scanners open every link); only the button cancels.
 * The server renders it from the link's secret (the page's first view), the button in a form that
 * posts to the cancel address, so it works without scripts; with them it cancels in place.
 */
export function VisitBooking({ token }: VisitBookingProps) {
  const { t } = useTranslation('forms');
  const language = useLanguage();
  const firstView = useFormsFirstView()?.booking;
  const given = firstView?.token === token ? firstView.answer : undefined;
  const [answer, setAnswer] = useState<BookingAnswer | undefined>(given);
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string | undefined>(undefined);
  const outcome = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (given !== undefined) return undefined;
    const abort = new AbortController();
    void fetchBooking(token, abort.signal).then((fetched) => {
      if (!abort.signal.aborted) setAnswer(fetched);
    });
    return () => abort.abort();
  }, [token, given]);

  // The button is gone once the visit is cancelled: the focus goes to the sentence that says so.
  const justCancelled = useRef(false);
  useEffect(() => {
    if (answer?.ok && answer.booking.status === 'cancelled' && justCancelled.current) outcome.current?.focus();
  }, [answer]);

  const cancel = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (cancelling) return;
    setCancelling(true);
    setCancelError(undefined);
    const cancelled = await cancelBooking(token);
    setCancelling(false);
    if (cancelled.ok) {
      justCancelled.current = true;
      setAnswer(cancelled);
    } else setCancelError(cancelled.messageKey);
  };

  let content;
  if (answer === undefined) content = <p role="status">{t('booking.loading')}</p>;
  else if (!answer.ok) content = <ErrorText role="alert">{t(answer.messageKey)}</ErrorText>;
  else {
    const { property, status } = answer.booking;
    const time = visitSlotTime(answer.booking, language);
    content = (
      <>
        {status === 'booked' && (
          <>
            <p>{t('booking.booked', { property: property.title, time, place: property.place })}</p>
            <p>{t('booking.mailed')}</p>
            <Hints>
              <Hint>{t('booking.cancelHint')}</Hint>
              <Hint>{t('booking.change')}</Hint>
            </Hints>
            {cancelError !== undefined && <ErrorText role="alert">{t(cancelError)}</ErrorText>}
            <form method="post" action={`${bookingUrl(token)}/cancel`} onSubmit={(event) => void cancel(event)}>
              <SecondaryButton type="submit" aria-disabled={cancelling}>
                {cancelling ? t('booking.cancelling') : t('booking.cancel')}
              </SecondaryButton>
            </form>
          </>
        )}
        {status === 'cancelled' && (
          <p ref={outcome} role="status" tabIndex={-1}>
            {t('booking.cancelled', { time })}
          </p>
        )}
        {status === 'past' && <p>{t('booking.past', { time })}</p>}
        <p>
          <Link to={property.path}>{t('booking.seeProperty')}</Link>
        </p>
      </>
    );
  }
  return (
    <section aria-labelledby="visit-booking-title">
      <h2 id="visit-booking-title">{t('booking.title')}</h2>
      {content}
    </section>
  );
}

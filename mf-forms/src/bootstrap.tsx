import { ENQUIRY_KINDS, type EnquiryKind } from 'shared-kernel/federation';
import { mountStandalone } from 'shared-kernel/react';
import './i18n';
import ContactCta from './exposes/ContactCta';
import EnquiryForm from './exposes/EnquiryForm';
import VisitBooking from './exposes/VisitBooking';
import { HarnessPage } from './HarnessPage';

// The harness page only (never in the shell): `?kind=job&property=12` shows that form, and
// `?booking=…` the booked visit of a confirmation mail's link (its secret, from the `#booking=`).
const query = new URLSearchParams(window.location.search);
const asked = query.get('kind');
const kind: EnquiryKind = ENQUIRY_KINDS.find((candidate) => candidate === asked) ?? 'contact';
const property = Number(query.get('property')) || undefined;
const booking = query.get('booking');

void mountStandalone(
  'mf-forms',
  'forms',
  booking ? (
    <VisitBooking token={booking} />
  ) : (
    <HarnessPage>
      <ContactCta phone="025123456" email="info@agence-lambermont.be" />
      <EnquiryForm kind={kind} propertyId={property} />
    </HarnessPage>
  ),
);

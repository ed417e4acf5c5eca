import type { EnquiryFormProps } from 'shared-kernel/federation';
import { RemoteSlot } from '../federation/RemoteSlot';

/** How mf-listings shows an enquiry form without knowing mf-forms: the form in its own slot. */
export function EnquirySlot(props: EnquiryFormProps) {
  return <RemoteSlot id="mf_forms/EnquiryForm" props={props} minHeight={320} />;
}

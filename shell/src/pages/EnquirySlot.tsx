import type { EnquiryFormProps } from 'shared-kernel/federation';
import { RemoteSlot } from '../federation/RemoteSlot';

/** How mf-listings shows an enquiry form without knowing mf-forms: the form in its own slot. */
export function EnquirySlot(props: EnquiryFormProps) {
  return <RemoteSlot id="mf_forms/EnquiryForm" props={props} minHeight={320} />;
}

/**
 * The forms of a property's or a project's page, each in an item the visitor opens: the server's
 * page carries them, so they work without scripts, and each hydrates (its remote loads) only when
 * its item opens, so they add nothing to the page's first scripts.
 */
export function DeferredEnquirySlot(props: EnquiryFormProps) {
  return <RemoteSlot id="mf_forms/EnquiryForm" props={props} minHeight={320} hydration="near-screen" />;
}

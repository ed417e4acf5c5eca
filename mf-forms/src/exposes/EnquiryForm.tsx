import type { ComponentType } from 'react';
import type { EnquiryFormProps, RemoteModules } from 'shared-kernel/federation';
import { listingOptionsApi, type Loader } from 'shared-kernel/react';
import '../i18n';
import { EnquiryForm } from '../features/enquiry/EnquiryForm';
import { fieldSpecs } from '../features/enquiry/fieldSpecs';

export default EnquiryForm satisfies ComponentType<RemoteModules['mf_forms/EnquiryForm']>;

/** A form that picks zones offers the communes of the catalogue: the rest of a form needs no answer to render. */
export const loader: Loader<EnquiryFormProps> = async ({ props: { kind }, lang, dispatch }) => {
  if (fieldSpecs(kind).some((spec) => spec.control === 'zones')) await dispatch(listingOptionsApi.endpoints.listingOptions.initiate(lang));
};

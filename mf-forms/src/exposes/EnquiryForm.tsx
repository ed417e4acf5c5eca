import type { ComponentType } from 'react';
import type { RemoteModules } from 'shared-kernel/federation';
import '../i18n';
import { EnquiryForm } from '../features/enquiry/EnquiryForm';

export default EnquiryForm satisfies ComponentType<RemoteModules['mf_forms/EnquiryForm']>;

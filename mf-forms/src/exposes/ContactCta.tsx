import type { ComponentType } from 'react';
import type { RemoteModules } from 'shared-kernel/federation';
import '../i18n';
import { ContactCta } from '../features/contact/ContactCta';

export default ContactCta satisfies ComponentType<RemoteModules['mf_forms/ContactCta']>;

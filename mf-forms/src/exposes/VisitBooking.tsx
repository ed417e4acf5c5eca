import type { ComponentType } from 'react';
import type { RemoteModules } from 'shared-kernel/federation';
import '../i18n';
import { VisitBooking } from '../features/visit/VisitBooking';

export default VisitBooking satisfies ComponentType<RemoteModules['mf_forms/VisitBooking']>;

import { mountStandalone } from 'shared-kernel/react';
import './i18n';
import { StandaloneRoutes } from './standalone';

void mountStandalone('mf-listings', 'listings', <StandaloneRoutes />);

import { mountStandalone } from 'shared-kernel/react';
import { StandaloneRoutes } from './standalone';

void mountStandalone('mf-listings', 'listings', <StandaloneRoutes />);

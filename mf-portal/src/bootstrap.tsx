import { mountStandalone } from 'shared-kernel/react';
import { StandalonePages } from './features/StandalonePages';

void mountStandalone('mf-portal', 'portal', <StandalonePages />);

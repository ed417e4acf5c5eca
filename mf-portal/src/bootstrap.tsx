import { mountStandalone } from 'shared-kernel/react';
import './i18n';
import { StandalonePages } from './features/StandalonePages';

void mountStandalone('mf-portal', 'portal', <StandalonePages />);

import { mountStandalone } from 'shared-kernel/react';
import OwnerAccess from './exposes/OwnerAccess';

void mountStandalone('mf-portal', 'portal', <OwnerAccess />);

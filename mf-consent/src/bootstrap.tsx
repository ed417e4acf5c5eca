import { mountStandalone } from 'shared-kernel/react';
import ConsentDialog from './exposes/ConsentDialog';

void mountStandalone('mf-consent', 'consent', <ConsentDialog />);

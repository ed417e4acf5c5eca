import { ConsentDialog } from '../features/consent/ConsentDialog';

export default function ExposedConsentDialog() {
  return <ConsentDialog />;
}

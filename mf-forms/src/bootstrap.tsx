import { mountStandalone } from 'shared-kernel/react';
import ContactCta from './exposes/ContactCta';

void mountStandalone('mf-forms', 'forms', <ContactCta phone="025123456" email="info@agence-lambermont.be" />);

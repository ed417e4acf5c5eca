import { mountStandalone } from 'shared-kernel/react';
import PropertyTypes from './exposes/PropertyTypes';

void mountStandalone('mf-listings', 'listings', <PropertyTypes />);

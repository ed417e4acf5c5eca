/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["source", "node", "require", "default"]}
 */
import { describeRemoteContract } from 'shared-kernel/react/contract-test';
import { federation } from '../../module-federation.config';

describeRemoteContract(federation, { namespace: 'portal', load: (file) => import(`../../${file.slice(2)}`) });

import { resolvePath } from 'shared-kernel/routing';
import { useLocation } from 'shared-kernel/router';
import { OwnerAccess } from './access/OwnerAccess';
import { OwnerLogin } from './login/OwnerLogin';
import { OwnerPortal } from './portal/OwnerPortal';

/** The harness's stand-in for the shell's routes: the portal at its path, the login page elsewhere. */
export function StandalonePages() {
  const { pathname } = useLocation();
  if (resolvePath(pathname)?.originalPath === '/portal/') return <OwnerPortal />;
  return (
    <>
      <OwnerAccess />
      <OwnerLogin />
    </>
  );
}
